import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailableError } from './errors.ts';

describe('an embedded PGlite database', () => {
  it('keeps a small buffer pool, as its pages stay in the server process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'academy-pglite-'));
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.db.execute<{ shared_buffers: string }>(
        sql`show shared_buffers`,
      );
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let proxy: CuttableProxy;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = new URL(testDatabase.config.databaseUrl!);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      databaseUrl: url.href,
      dataDir: testDatabase.config.dataDir,
      onConnectionError: (error) => connectionErrors.push(error),
    });
  });

  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await testDatabase?.cleanup();
  });

  it('survives losing its connections and recovers once the server is back', async () => {
    await database.ping();

    // A transaction holds its connection between statements; losing it there must not crash.
    const midTransaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await sleep(100);
      await tx.execute(sql`select 1`);
    });
    const failure = await midTransaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailableError(failure)).toBe(true);

    // While the server is gone every query fails fast with an "unavailable" error.
    const whileDown = await database.ping().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailableError(whileDown)).toBe(true);

    await proxy.restore();
    await database.ping();
    const result = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
    expect(result.rows[0]?.answer).toBe(42);
    expect(connectionErrors.length).toBeGreaterThan(0);
  });
});
