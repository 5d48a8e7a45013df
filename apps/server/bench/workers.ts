import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-database.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { productionEnv, startAcademy } from './start-academy.ts';
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
    const env = productionEnv(store, redisUrl);
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
