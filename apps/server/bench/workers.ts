import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-database.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { startChild, stopChildren } from './start-child.ts';
import { checkIdle, ensureWrk, median, runWrk, verdict, type Measure } from './wrk.ts';
import { recordAnswers } from './bare-answers.ts';

/**
 * Two workers against one (docs/benchmarks.md): the anonymous catalogue list served by
 * `src/main.ts` with WEB_CONCURRENCY=1 and =2 on a fresh PostgreSQL bench database and Redis,
 * loaded with wrk beside a bare node:http server answering the same bytes. Each round runs the
 * three once, in another order each round so a drift of the machine weighs on all, after checking
 * that the machine is idle (wrk.ts: a busy machine is refused unless BENCH_ALLOW_BUSY=1).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:workers
 *   BENCH_ROUNDS=3 BENCH_DURATION=10 BENCH_COURSES=10000 BENCH_MIN_IDLE=90   the defaults
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const PATH = '/api/list-courses/?page=1';

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

type Target = 'bare' | 1 | 2;
const label = (target: Target) =>
  target === 'bare' ? 'bare node:http' : `${target} worker${target === 1 ? '' : 's'}`;

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    throw new Error('BENCH_DATABASE_URL (PostgreSQL) and REDIS_URL are required for two workers');
  }
  const wrk = ensureWrk();
  const store = await createBenchStore(adminUrl);
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await migrateDatabase(database);
    await seedBenchCatalogue(database.db, COURSES, await hashPassword('Bench#2026'));
    await database.close();
    console.log(`Seeded ${COURSES} courses`);
    const env = {
      DATABASE_URL: store.databaseUrl!,
      REDIS_URL: redisUrl,
      DATA_DIR: store.dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    };
    // The bare server answers the bytes one worker answers (body and headers).
    const first = await startAcademy(1, env);
    children.push(first.child);
    const answersFile = join(store.dataDir, 'answers.json');
    await recordAnswers(`http://127.0.0.1:${first.port}`, [PATH], answersFile);
    await stopChildren([first.child]);
    const bare = await startChild('./bare-server.ts', { BENCH_ANSWERS: answersFile });
    children.push(bare.child);

    const load = { paths: [PATH] };
    const results: Record<Target, Measure[]> = { bare: [], 1: [], 2: [] };
    let busyRounds = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { idle, busy } = await checkIdle(`round ${round + 1}`);
      if (busy) busyRounds += 1;
      console.log(`Round ${round + 1} of ${ROUNDS} (CPUs ${Math.round(idle)}% idle before)`);
      // Each round in another order, so a drift of the machine weighs on every target.
      const orders: Target[][] = [
        ['bare', 1, 2],
        [2, 1, 'bare'],
        [1, 'bare', 2],
      ];
      for (const target of orders[round % orders.length]!) {
        let port = bare.info.port as number;
        let academy: ChildProcess | null = null;
        if (target !== 'bare') {
          const started = await startAcademy(target, env);
          children.push(started.child);
          academy = started.child;
          port = started.port;
        }
        await runWrk(wrk, port, load, 3); // warm-up: JIT, pools, the catalogue cache of each worker
        const measure = await runWrk(wrk, port, load, DURATION);
        results[target].push(measure);
        console.log(
          `  ${label(target)}: ${Math.round(measure.rps)} req/s, p50 ${measure.p50.toFixed(1)} ms, p99 ${measure.p99.toFixed(1)} ms, ${measure.errors} errors`,
        );
        if (academy) await stopChildren([academy]);
      }
    }
    console.log(`\n${verdict(busyRounds)}`);
    console.log(
      '| target | median req/s | median p50 ms | median p99 ms | errors | vs bare | vs 1 worker | req/s per round |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const rps = (target: Target) => median(results[target].map((row) => row.rps));
    for (const target of ['bare', 1, 2] as Target[]) {
      const rows = results[target];
      console.log(
        `| ${label(target)} | ${Math.round(rps(target))} | ${median(rows.map((row) => row.p50)).toFixed(1)} | ${median(rows.map((row) => row.p99)).toFixed(1)} | ${rows.reduce((sum, row) => sum + row.errors, 0)} | ${(rps(target) / rps('bare')).toFixed(2)} | ${(rps(target) / rps(1)).toFixed(2)} | ${rows.map((row) => Math.round(row.rps)).join(' / ')} |`,
      );
    }
    if (busyRounds > 0) console.log('\nDISTURBED — not publishable.');
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

await main();
