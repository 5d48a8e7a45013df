import type { ChildProcess } from 'node:child_process';
import { openDatabase } from '../src/db/client.ts';
import { startCuttableProxy } from '../src/test/cuttable-proxy.ts';
import { createBenchStore } from './bench-database.ts';
import { createLoadClient, type Answer } from './load-client.ts';
import { statusClassOf } from './load-report.ts';
import { actionsByRole, discoverWorld, seedAcademy, signInUsers, startApp } from './load-setup.ts';
import {
  acknowledgedWrite,
  checkHealth,
  checkTraffic,
  findLostWrites,
  isDuringOutage,
  type Outage,
} from './outage-checks.ts';
import { stopChildren } from './start-child.ts';
import { runVirtualUser } from './virtual-user.ts';

/**
 * Database outage (docs/benchmarks.md, "Database outage"), PostgreSQL only. The app reaches a fresh
 * bench database through a TCP proxy that this script cuts for OUTAGE seconds (every connection
 * dropped, new ones refused, as while the server restarts) and then restores, while a few users keep
 * up a mixed load and /api/ready/ is polled. Exits 1 unless every answer during the outage was a
 * 503 in the error shape (or needed no database), nothing hung, health came back within seconds,
 * and every write the API acknowledged is in the database afterwards.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:restart
 *   BENCH_OUTAGE=5 BENCH_USERS=10                          the defaults
 */
const adminUrl = process.env.BENCH_DATABASE_URL;
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE ?? 5) * 1000;
const USERS = Number(process.env.BENCH_USERS ?? 10);
/** Light traffic: each user waits this long between requests. */
const THINK_MS = 100;
const BEFORE_MS = 5_000;
const AFTER_MS = 8_000;
const HEALTH_EVERY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summarise(label: string, answers: Answer[]) {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const name = answer.status === 503 ? '503' : statusClassOf(answer.status);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const maxMs = Math.round(Math.max(0, ...answers.map((answer) => answer.ms)));
  const parts = [...counts].sort().map(([name, count]) => `${name} ${count}`);
  console.log(`${label}: ${answers.length} answers (${parts.join(', ')}), slowest ${maxMs} ms`);
}

async function main(): Promise<number> {
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL=postgres://… is required');
  const store = await createBenchStore(adminUrl);
  const children: ChildProcess[] = [];
  const proxy = await startCuttableProxy({
    host: new URL(adminUrl).hostname,
    port: Number(new URL(adminUrl).port || 5432),
  });
  try {
    const academy = await seedAcademy(store, USERS);
    const proxiedUrl = new URL(store.databaseUrl!);
    proxiedUrl.host = `127.0.0.1:${proxy.port}`;
    const app = await startApp(store, proxiedUrl.href);
    children.push(app.child);
    const world = await discoverWorld(academy, app.port);
    const answers: Answer[] = [];
    const users = await signInUsers(world, app.port, {
      timeoutMs: 15_000,
      onAnswer: (answer) => answers.push(answer),
    });
    answers.length = 0;

    let stopped = false;
    const health: Answer[] = [];
    const healthClient = createLoadClient({
      port: app.port,
      localAddress: '127.0.0.1',
      timeoutMs: 15_000,
      onAnswer: (answer) => health.push(answer),
    });
    const polling = (async () => {
      while (!stopped) {
        await healthClient.send({ endpoint: '/api/ready/', method: 'GET', path: '/api/ready/' });
        await sleep(HEALTH_EVERY_MS);
      }
    })();
    const traffic = Promise.all(
      users.map((user) =>
        runVirtualUser(user, world, actionsByRole[user.account.role], {
          isDone: () => stopped,
          thinkMs: THINK_MS,
        }),
      ),
    );

    await sleep(BEFORE_MS);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(OUTAGE_MS);
    await proxy.restore();
    const outage: Outage = { cutAt, restoredAt: Date.now() };
    await sleep(AFTER_MS);
    stopped = true;
    await Promise.all([traffic, polling]);
    for (const user of users) user.client.close();
    healthClient.close();

    console.log(`${store.label}, ${users.length} users, database cut for ${OUTAGE_MS / 1000} s`);
    const phases = {
      before: (answer: Answer) => answer.startedAt + answer.ms < cutAt,
      during: (answer: Answer) => isDuringOutage(answer, outage),
      after: (answer: Answer) => answer.startedAt >= outage.restoredAt,
    };
    for (const [name, isIn] of Object.entries(phases)) summarise(name, answers.filter(isIn));
    summarise('health during', health.filter(phases.during));
    const healthCheck = checkHealth(health, outage);
    const recoveredAfterMs = Math.round(healthCheck.recoveredAfterMs ?? Number.NaN);
    console.log(`health 200 again ${recoveredAfterMs} ms after the database was back`);

    const writesIn = (isIn: (answer: Answer) => boolean) =>
      answers.filter(isIn).flatMap((answer) => acknowledgedWrite(answer) ?? []);
    const writes = writesIn(() => true);
    const newWrites = writesIn(phases.after).length;
    const database = await openDatabase(store);
    const lost = await findLostWrites(database.db, writes).finally(() => database.close());
    console.log(
      `${writes.length} writes acknowledged (${writesIn(phases.before).length} before the outage, ` +
        `${newWrites} after), ${lost.length === 0 ? 'all' : 'not all'} found in the database`,
    );
    const problems = [
      ...checkTraffic(answers, outage),
      ...healthCheck.problems,
      ...lost,
      ...(newWrites === 0 ? ['no write succeeded after the outage'] : []),
    ];
    for (const problem of problems.slice(0, 30)) console.error(`FAILED ${problem}`);
    if (problems.length > 30) console.error(`… and ${problems.length - 30} more`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await stopChildren(children);
    await proxy.close();
    await store.remove();
  }
}

process.exitCode = await main();
