import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Moves each table's identity sequence to its largest id. The seed inserts explicit ids (course
 * 14, 9991, lesson ids), which by-default identity columns accept without advancing the sequence;
 * without this the next row the app inserts would collide with a seeded one.
 * `pg_get_serial_sequence` finds identity sequences on PostgreSQL 15 and PGlite alike; an empty
 * table yields a null max, and setval on null is a no-op.
 */
export async function resetIdentitySequences(tx: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${sql.identifier(name)}))`,
    );
  }
}
