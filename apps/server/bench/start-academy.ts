import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchStore } from './bench-database.ts';

/** The secret the benches start the academy with, so they can sign tokens it accepts. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/**
 * The environment `npm start` gets in production, on the bench store's PostgreSQL database and
 * Redis: no demo academy, no mail, warnings only in the log.
 */
export function productionEnv(store: BenchStore, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: store.databaseUrl!,
    REDIS_URL: redisUrl,
    DATA_DIR: store.dataDir,
    SEED_DEMO: 'false',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
  };
}

const run = promisify(execFile);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Processes whose parent is `pid` (the workers node:cluster forked). */
async function childCount(pid: number): Promise<number> {
  try {
    const { stdout } = await run('pgrep', ['-P', String(pid)]);
    return stdout.trim().split('\n').filter(Boolean).length;
  } catch {
    return 0; // pgrep exits 1 when there is none
  }
}

/**
 * `npm start`'s server with `workers` workers, logging warnings only (as the catalogue bench
 * runs silent: request logs would be measured too). Resolves once it answers /api/ready/ and,
 * with two workers, both are forked and have had a few seconds to listen.
 */
export async function startAcademy(
  workers: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    {
      env: { ...process.env, ...env, PORT: String(port), WEB_CONCURRENCY: String(workers) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the academy did not start with ${workers} worker(s)`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready && (workers === 1 || (await childCount(child.pid!)) >= workers)) break;
    await wait(250);
  }
  if (workers > 1) await wait(3000);
  return { child, port };
}
