import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/accounts.ts';
import { courses } from './db/schema/catalogue.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

type Started = { child: ChildProcess; baseUrl: string; output: () => string };

/** Runs main.ts as `npm start` does, on the embedded database in its own DATA_DIR. */
async function startMain(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok)
        return { child, baseUrl, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('main', () => {
  it(
    'migrates, seeds, serves, and shuts down cleanly on SIGTERM and SIGINT',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'academy-main-'));
      dataDirs.push(dataDir);

      const first = await startMain(dataDir);
      expect(await (await fetch(`${first.baseUrl}/api/health/`)).json()).toEqual({ status: 'ok' });
      expect(first.output()).toContain('Seeded the demo academy.');
      const firstExit = exitOf(first.child);
      first.child.kill('SIGTERM');
      expect(await firstExit).toBe(0);
      // The project's runtime (the `node` package), whatever Node the machine has.
      expect(first.output()).toMatch(/Academy is running at \S+ on Node 24\./);

      // A restart on the same files finds the data intact and seeds nothing twice.
      const second = await startMain(dataDir);
      expect(second.output()).not.toContain('Seeded the demo academy.');
      const secondExit = exitOf(second.child);
      second.child.kill('SIGINT');
      expect(await secondExit).toBe(0);

      const database = await openDatabase({ dataDir });
      try {
        const [userRows] = await database.db.select({ value: count() }).from(users);
        const [courseRows] = await database.db.select({ value: count() }).from(courses);
        expect(userRows?.value).toBeGreaterThanOrEqual(3);
        expect(courseRows?.value).toBeGreaterThanOrEqual(20);
      } finally {
        await database.close();
      }
    },
  );

  it('refuses to start on a bad variable, naming it', { timeout: 30_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'academy-main-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('Invalid environment configuration:');
    expect(stderr).toContain('PORT: ');
  });
});
