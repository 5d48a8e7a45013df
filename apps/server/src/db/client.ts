import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * What `db.execute()` resolves to on either driver: node-postgres' QueryResult and PGlite's
 * Results both carry `rows`, so that is all the shared type promises.
 */
export type DbQueryResult<Row> = { rows: Row[] };

export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<this['row']>;
}

/** The drizzle database every service takes, whichever driver is behind it. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** The `tx` handed to `db.transaction(async (tx) => …)`; it is also a Db. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Releases connections (pg) or shuts PGlite down cleanly; safe to call twice. */
  close(): Promise<void>;
  /**
   * PGlite only: tells `notice` of each NOTIFY on `channel`, inside the statement whose commit sent
   * it (the job worker's wake-ups, docs/decisions/031-one-job-fetch-per-queue.md).
   */
  listen?(channel: string, notice: (payload: string) => void): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** `postgres://…` to use a PostgreSQL server; unset for embedded PGlite in `<dataDir>/db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told about errors of idle pooled connections (a server restart); they never throw. */
  onConnectionError?: (error: Error) => void;
  /** Told the SQL of every statement drizzle sends; tests count a request's queries with it. */
  onQuery?: (query: string) => void;
};

function queryLogger(onQuery: OpenDatabaseOptions['onQuery']) {
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

/** Opens the application's database: a pg pool when a URL is given, PGlite files otherwise. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite(options.dataDir, options.onQuery)
    : openPostgres(options.databaseUrl, options.onConnectionError, options.onQuery);
}

/**
 * PGlite's buffer pool lives in the server's own memory, and PostgreSQL's default (128 MB) stays
 * resident once the pages were read: a third of the process at 10,000 courses. The files behind it
 * are in the operating system's page cache anyway, so a miss costs a read, not a disk seek
 * (docs/decisions/027-small-pglite-buffer-pool.md).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(
  dataDir: string,
  onQuery?: OpenDatabaseOptions['onQuery'],
): Promise<Database> {
  // PGlite creates its own directory but not the parents.
  await mkdir(dataDir, { recursive: true });
  // Catalogue search needs these contrib extensions (migration 0001_catalogue_search); PGlite
  // loads an extension's code only when it is handed over here.
  const client = new PGlite(join(dataDir, 'db'), {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db: Db = drizzlePglite({ client, schema, logger: queryLogger(onQuery) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, notice) {
      await client.listen(channel, notice);
    },
    close() {
      // PGlite.close() waits for running queries and transactions, then checkpoints and flushes
      // its files; a second call would throw "PGlite is closed", so every caller shares the first.
      closing ??= client.close();
      return closing;
    },
  };
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError: (error: Error) => void = (error) => {
    console.error(`PostgreSQL connection error: ${error.message}`);
  },
  onQuery?: OpenDatabaseOptions['onQuery'],
): Promise<Database> {
  defaultToOperatingSystemUser();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail fast while the server is down so requests answer 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without these listeners a server restart kills the process: pg emits 'error' on idle pooled
  // clients (pool) and on checked-out clients between queries, e.g. mid-transaction (client).
  // A broken client is dropped on release and the pool opens fresh ones once the server is back.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const db: Db = drizzlePostgres({ client: pool, schema, logger: queryLogger(onQuery) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/**
 * libpq (psql) falls back to the operating-system user when neither the URL nor PGUSER names
 * one; node-postgres falls back to $USER, which is unset under some service managers and in
 * containers, and the server then refuses the connection. Filling pg's default the libpq way keeps
 * `postgres://host/db` meaning the same to this server as to psql; a user in the URL or PGUSER
 * still wins.
 */
function defaultToOperatingSystemUser(): void {
  if (pg.defaults.user) return;
  try {
    pg.defaults.user = userInfo().username;
  } catch {
    // No passwd entry for this uid: leave pg's own behaviour.
  }
}
