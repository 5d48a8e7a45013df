import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement, named after its text, so PostgreSQL parses and
 * plans it once per connection: for a hot query (the catalogue's, the bearer look-up) planning
 * costs as much as running it. Only for queries with few shapes: every distinct text is a
 * statement kept on each connection. PGlite has no named statements and simply runs it.
 */
export async function executeNamed<Row>(db: Db, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `named_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
