import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrateJobTables } from '../lib/jobs.ts';
import type { Database } from './client.ts';
import { upgradeStoredRichText } from './rich-text-upgrade.ts';
import * as schema from './schema.ts';

/** The SQL drizzle-kit generated, found next to this module whatever the working directory. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Arbitrary constant naming this application's migration lock, so several API processes starting
 * together against one PostgreSQL server apply the migrations once, one after another.
 */
const MIGRATION_LOCK_KEY = 7_343_001;

/**
 * Applies every migration not yet recorded in the database, then the content upgrades that need
 * code (db/rich-text-upgrade.ts), then installs or upgrades the job queue's tables (pg-boss's own
 * schema); a no-op when all are up to date.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  // The drizzle migrators are typed per driver; `kind` says which one `db` really is.
  if (database.kind === 'pglite') {
    // One PGlite directory belongs to one process, so no lock is needed.
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
    await upgradeStoredRichText(database.db);
    await migrateJobTables(database);
    return;
  }
  const pool = (database.db as NodePgDatabase<typeof schema> & { $client: pg.Pool }).$client;
  // A session-level advisory lock lives on one connection, so the lock, the migration and the
  // unlock all run on the same checked-out client.
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure the connection is discarded, which also drops the lock if still held.
    client.release(failed);
  }
  await upgradeStoredRichText(database.db);
  await migrateJobTables(database);
}
