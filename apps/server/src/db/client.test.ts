import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailableError } from './errors.ts';
import { ACCOUNT_CHANGED_CHANNEL } from './notices.ts';

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

  it('hands out its own notices before the statement returns, and others as they come', async () => {
    const heard: string[] = [];
    const listening: boolean[] = [];
    await database.listen(ACCOUNT_CHANGED_CHANNEL, {
      notice: (payload) => heard.push(payload),
      listening: (on) => listening.push(on),
    });
    expect(listening).toEqual([true]);
    const notify = (payload: string) =>
      sql`select pg_notify(${ACCOUNT_CHANGED_CHANNEL}, ${payload})`;
    const until = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + 10_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
        await sleep(20);
      }
    };

    // Committed through this process: announced by the time the statement has returned, by
    // itself and at the end of a transaction, even with every pooled connection busy.
    await database.db.execute(notify('1'));
    expect(heard).toContain('1');
    await database.db.transaction(async (tx) => {
      await tx.execute(notify('2'));
      expect(heard).not.toContain('2');
    });
    expect(heard).toContain('2');
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => database.db.execute(notify(`busy ${index}`))),
    );
    for (let index = 0; index < 12; index += 1) expect(heard).toContain(`busy ${index}`);

    // Committed elsewhere (another process's pool): forwarded by the idle pooled connections and
    // by the connection that only listens.
    await testDatabase.database.db.execute(notify('3'));
    await until(() => heard.includes('3'), "another process's notice");

    // The listening connection lost: listeners are told, and told again once it listens anew.
    // Every pooled connection was lost too and none was opened since, so the notice after the
    // loss can only come through the connection that listens.
    await proxy.cut();
    await until(() => listening.at(-1) === false, 'the loss');
    await testDatabase.database.db.execute(notify('missed'));
    await proxy.restore();
    await until(() => listening.at(-1) === true, 'listening again');
    expect(listening).toEqual([true, false, true]);
    await testDatabase.database.db.execute(notify('4'));
    await until(() => heard.includes('4'), 'a notice after the loss');
    expect(heard).not.toContain('missed');

    await expect(
      database.listen('another_channel', { notice: () => {}, listening: () => {} }),
    ).rejects.toThrow(
      'PostgreSQL notices on "another_channel" are not listened to (db/notices.ts)',
    );
  });
});
