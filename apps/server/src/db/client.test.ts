import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailableError } from './errors.ts';

/** A TCP hop in front of PostgreSQL that a test can cut, as a server restart would. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (typeof address === 'object' && address !== null) port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and refuses new ones. */
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    /** Accepts connections again on the same port. */
    restore: listen,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
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
