import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createAccessTokens } from '../src/lib/access-tokens.ts';
import { createBenchStore, type BenchStore } from './bench-database.ts';
import { seedCourseWithLearners, type CourseWithLearners } from './seed-course-learners.ts';
import { BENCH_JWT_SECRET, productionEnv, startAcademy } from './start-academy.ts';
import { stopChildren } from './start-child.ts';

// What the burst benches (exam, chat) share: addresses, tokens, waiting and the latency table.

/** Virtual learner `index` sends from 127.0.1.2, 127.0.1.3, …: an address of its own. */
export const addressOf = (index: number) =>
  `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Access tokens the academy started by startAcademy accepts (signed as its login would). */
export function benchTokens() {
  const tokens = createAccessTokens(BENCH_JWT_SECRET);
  return (userId: number, role: 'learner' | 'instructor') =>
    tokens.sign({ userId, role, generation: 0 });
}

export type BurstAcademy = {
  store: BenchStore;
  course: CourseWithLearners;
  /** The port of `npm start`'s server with two workers. */
  port: number;
  sign: ReturnType<typeof benchTokens>;
};

/**
 * Runs `run` against a bench database of its own on BENCH_DATABASE_URL's server holding one course
 * with `learners` learners, served by `npm start` with WEB_CONCURRENCY=2 and REDIS_URL; stops the
 * server and drops the database after. Resolves with what `run` does (the exit code).
 */
export async function withBurstAcademy(
  learners: number,
  run: (academy: BurstAcademy) => Promise<number>,
): Promise<number> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    throw new Error('BENCH_DATABASE_URL (PostgreSQL) and REDIS_URL are required');
  }
  const store = await createBenchStore(adminUrl);
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase(store);
    let course: CourseWithLearners;
    try {
      await migrateDatabase(database);
      course = await seedCourseWithLearners(database.db, learners);
    } finally {
      await database.close();
    }
    const academy = await startAcademy(2, productionEnv(store, redisUrl));
    children.push(academy.child);
    return await run({ store, course, port: academy.port, sign: benchTokens() });
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Prints each step's count and latency percentiles as a Markdown table; returns the steps whose
 * p99 is not under `p99TargetMs`.
 */
export function printLatencies(latencies: Record<string, number[]>, p99TargetMs: number): string[] {
  const slow: string[] = [];
  console.log('| step | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [step, values] of Object.entries(latencies)) {
    const sorted = [...values].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    if (!(p99 < p99TargetMs)) slow.push(step);
    const cell = (share: number) => percentile(sorted, share).toFixed(0);
    console.log(
      `| ${step} | ${sorted.length} | ${cell(0.5)} | ${cell(0.95)} | ${p99.toFixed(0)} | ${cell(1)} |`,
    );
  }
  return slow;
}
