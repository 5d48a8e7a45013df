import type { ChildProcess } from 'node:child_process';
import { createBenchStore } from './bench-database.ts';
import { createLoadStats, printFailures } from './load-report.ts';
import { actionsByRole, discoverWorld, seedAcademy, signInUsers, startApp } from './load-setup.ts';
import { stopChildren } from './start-child.ts';
import { runVirtualUser } from './virtual-user.ts';

/**
 * Mixed load (docs/benchmarks.md, "Mixed load, 100 users"). Seeds the demo academy plus extra
 * learners into a temporary database, starts the app in a child process, signs USERS accounts in
 * through the API (the admin, the instructor, learners), then runs them all at once for DURATION
 * seconds without think time, each doing a weighted mix of what its kind of user does. Prints
 * per-endpoint counts and latencies; exits 1 on any 5xx or request without an answer.
 *
 *   npm run bench:load                                     PGlite in a temporary directory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:load
 *                                                          a bench database on that server
 *   BENCH_DURATION=30 BENCH_USERS=100                      the defaults
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const USERS = Number(process.env.BENCH_USERS ?? 100);
/** A request without an answer by then counts as failed (a hang, not a slow answer). */
const TIMEOUT_MS = 30_000;

async function main(): Promise<number> {
  const store = await createBenchStore(process.env.BENCH_DATABASE_URL);
  const children: ChildProcess[] = [];
  try {
    const academy = await seedAcademy(store, USERS);
    const app = await startApp(store);
    children.push(app.child);
    const world = await discoverWorld(academy, app.port);
    let measuring = false;
    const stats = createLoadStats();
    const users = await signInUsers(world, app.port, {
      timeoutMs: TIMEOUT_MS,
      onAnswer: (answer) => measuring && stats.record(answer),
    });
    console.log(
      `${store.label}: ${users.length} users signed in (${academy.accounts.length - 2} learners); ` +
        `${DURATION} s of mixed traffic${world.servesWebApp ? '' : ' (no web build: /contact skipped)'}`,
    );

    measuring = true;
    const started = performance.now();
    const endsAt = Date.now() + DURATION * 1000;
    await Promise.all(
      users.map((user) =>
        runVirtualUser(user, world, actionsByRole[user.account.role], {
          isDone: () => Date.now() >= endsAt,
          thinkMs: 0,
        }),
      ),
    );
    measuring = false;
    for (const user of users) user.client.close();
    stats.print(Math.round((performance.now() - started) / 100) / 10);
    if (stats.failures.length === 0) return 0;
    printFailures(stats.failures);
    return 1;
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

process.exitCode = await main();
