import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-database.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { stopChildren } from './start-child.ts';

/**
 * Two workers against one (docs/benchmarks.md): the anonymous catalogue list served by
 * `src/main.ts` with WEB_CONCURRENCY=1 and =2 on a fresh PostgreSQL bench database and Redis,
 * loaded with wrk. Rounds interleave the two (1, 2, then 2, 1, …) so a drift of the machine
 * weighs on both, and each run waits for the CPUs to be idle first; a run that started on a busy
 * machine is marked so in the report.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:workers
 *   BENCH_ROUNDS=3 BENCH_DURATION=10 BENCH_COURSES=10000 BENCH_MIN_IDLE=85   the defaults
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const MIN_IDLE = Number(process.env.BENCH_MIN_IDLE ?? 85);
const CONNECTIONS = 50;
const PATH = '/api/list-courses/?page=1';
const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';

const run = promisify(execFile);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Idle share of all CPUs over `ms`, from /proc/stat, in percent. */
async function idlePercent(ms = 1000): Promise<number> {
  const sample = async () => {
    const [cpu] = (await readFile('/proc/stat', 'utf8')).split('\n');
    const fields = cpu!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  const before = await sample();
  await wait(ms);
  const after = await sample();
  return (100 * (after.idle - before.idle)) / Math.max(1, after.total - before.total);
}

/** Waits (up to a minute) for the machine to be idle; answers the last idle share measured. */
async function waitForIdle(): Promise<number> {
  let idle = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    idle = await idlePercent(2000);
    if (idle >= MIN_IDLE) break;
    await wait(1000);
  }
  return idle;
}

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
async function startAcademy(
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

type Measure = { rps: number; p50: number; p99: number; errors: number };

/** wrk's latency figures (…us, …ms, …s) in milliseconds. */
function milliseconds(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function wrk(port: number, seconds: number): Promise<Measure> {
  const { stdout } = await run(WRK, [
    '-t2',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    `http://127.0.0.1:${port}${PATH}`,
  ]);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN),
    p50: milliseconds(/\s50%\s+(\S+)/.exec(stdout)?.[1]),
    p99: milliseconds(/\s99%\s+(\S+)/.exec(stdout)?.[1]),
    errors:
      Number(errors) +
      (socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    throw new Error('BENCH_DATABASE_URL (PostgreSQL) and REDIS_URL are required for two workers');
  }
  const store = await createBenchStore(adminUrl);
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await migrateDatabase(database);
    await seedBenchCatalogue(database.db, COURSES, await hashPassword('Bench#2026'));
    await database.close();
    console.log(
      `Seeded ${COURSES} courses; load average ${(await run('cat', ['/proc/loadavg'])).stdout.trim()}`,
    );
    const env = {
      DATABASE_URL: store.databaseUrl!,
      REDIS_URL: redisUrl,
      DATA_DIR: store.dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    };
    const results: Record<1 | 2, (Measure & { idle: number })[]> = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: (1 | 2)[] = round % 2 === 0 ? [1, 2] : [2, 1];
      for (const workers of order) {
        const academy = await startAcademy(workers, env);
        children.push(academy.child);
        await wrk(academy.port, 3); // warm-up: JIT, pools, the catalogue cache of each worker
        const idle = await waitForIdle();
        const measure = await wrk(academy.port, DURATION);
        results[workers].push({ ...measure, idle });
        console.log(
          `round ${round + 1}, ${workers} worker(s): ${Math.round(measure.rps)} req/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, ${measure.errors} errors; idle before ${Math.round(idle)}%${idle < MIN_IDLE ? ' (BUSY)' : ''}`,
        );
        await stopChildren([academy.child]);
      }
    }
    console.log(
      '\n| round | 1 worker req/s | 2 workers req/s | ratio | p50 ms (1 / 2) | p99 ms (1 / 2) |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|');
    for (let round = 0; round < ROUNDS; round += 1) {
      const one = results[1][round]!;
      const two = results[2][round]!;
      console.log(
        `| ${round + 1} | ${Math.round(one.rps)} | ${Math.round(two.rps)} | ${(two.rps / one.rps).toFixed(2)} | ${one.p50} / ${two.p50} | ${one.p99} / ${two.p99} |`,
      );
    }
    const ratio = median(results[2].map((two, round) => two.rps / results[1][round]!.rps));
    const busy = [...results[1], ...results[2]].filter((row) => row.idle < MIN_IDLE).length;
    console.log(`\nMedian ratio 2 workers / 1 worker: ${ratio.toFixed(2)}`);
    if (busy > 0) console.log(`${busy} run(s) started with the CPUs below ${MIN_IDLE}% idle.`);
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

await main();
