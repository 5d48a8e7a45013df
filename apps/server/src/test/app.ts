import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** The test database's address on PostgreSQL (a second app can open a pool of its own). */
  databaseUrl?: string;
  close(): Promise<void>;
};

/**
 * The real application on a fresh migrated database of its own (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set) and a temporary DATA_DIR for media and the outbox.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    services?: AppOverrides;
    /** Extra routes a test of a cross-cutting plugin needs, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** Told the SQL of every statement the app sends, for tests that count queries. */
    onQuery?: (query: string) => void;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase({ onQuery: options.onQuery });
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-app-'));
  const config = loadConfig(
    { LOG_LEVEL: 'silent' },
    {
      dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      seedDemo: false,
      ...options.config,
    },
  );
  // No polling worker: tests run what is queued, in order, with `app.jobs.runQueued()`.
  const app = await buildApp(config, {
    database: testDatabase.database,
    ...options.services,
    jobs: { worker: false, ...options.services?.jobs },
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    ...(testDatabase.config.databaseUrl ? { databaseUrl: testDatabase.config.databaseUrl } : {}),
    async close() {
      await app.close();
      await testDatabase.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the app on `first`'s database, as a second worker or replica runs: on
 * PostgreSQL with a pool of its own, on PGlite sharing the process's database.
 */
export async function createSecondApp(first: TestApp): Promise<{
  app: FastifyInstance;
  close(): Promise<void>;
}> {
  const database = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: first.config.dataDir })
    : null;
  const app = await buildApp(first.config, {
    database: database ?? first.app.database,
    jobs: { worker: false },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
