import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-database.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { startChild, stopChildren } from './start-child.ts';

/**
 * Catalogue load test (docs/benchmarks.md). Seeds COURSES courses into a temporary database,
 * starts the app in a child process and loads it at 50 connections with autocannon (uncached
 * requests also at 1 connection, to separate the work from the queueing).
 *
 *   npm run bench                                        PGlite in a temporary directory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *                                                        a bench database created beside that
 *                                                        one on the same server, dropped after
 *   BENCH_DURATION=10 BENCH_COURSES=10000                seconds per scenario, catalogue size
 */
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const list = '/api/list-courses/?page=1';
const searches = ['machine learning', 'epidemiology', 'python clinicians', 'neuro', 'statistcs'];
const searchPath = (term: string) => `/api/list-courses/?page=1&search=${encodeURIComponent(term)}`;
const filtered =
  '/api/list-courses/?page=2&category=data-analysis&min_price=2000&max_price=15000&min_rating=3.5&ordering=price-low';

/** The paths in turn, each made unique by a parameter the API ignores, so no cache can answer. */
const everyUrlNew =
  (paths: string[]) =>
  (index: number): string =>
    `${paths[index % paths.length]!}&unique=${index}`;

type Row = { scenario: string; p50: number; p99: number; rps: number; errors: number };

async function load(
  scenario: string,
  port: number,
  paths: string[] | ((index: number) => string),
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<Row> {
  let index = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    headers,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: typeof paths === 'function' ? paths(index++) : paths[index++ % paths.length]!,
        }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pools, caches
  const result = await autocannon({ ...options, duration: DURATION });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    scenario,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors,
  };
}

async function main() {
  const store = await createBenchStore(process.env.BENCH_DATABASE_URL);
  const { dataDir, databaseUrl } = store;
  const children: ChildProcess[] = [];
  try {
    const started = Date.now();
    const database = await openDatabase({ databaseUrl, dataDir });
    await migrateDatabase(database);
    const { learnerId } = await seedBenchCatalogue(
      database.db,
      COURSES,
      await hashPassword('Bench#2026'),
    );
    await database.close();
    console.log(`Seeded ${COURSES} courses on ${store.label} in ${Date.now() - started} ms`);

    const app = await startChild('./serve-app.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_LEARNER_ID: String(learnerId),
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    });
    children.push(app.child);
    const port = app.info.port as number;
    const bearer = { authorization: `Bearer ${app.info.token as string}` };

    // The bare server answers the same bytes: the body and the headers the app sends with it.
    const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
    const perResponse = new Set([
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'x-request-id',
    ]);
    for (const path of [list, filtered, ...searches.map(searchPath)]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => !perResponse.has(name)),
      );
      answers[path] = { headers: { ...headers, 'x-cache': 'hit' }, body: await response.text() };
    }
    const answersFile = join(dataDir, 'answers.json');
    await writeFile(answersFile, JSON.stringify(answers));
    const bare = await startChild('./bare-server.ts', { BENCH_ANSWERS: answersFile });
    children.push(bare.child);
    const barePort = bare.info.port as number;

    const rows: Row[] = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const run = async (...args: Parameters<typeof load>) => {
      if (only && !only.test(args[0])) return;
      const row = await load(...args);
      rows.push(row);
      console.log(
        `${row.scenario}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${Math.round(row.rps)} req/s, ${row.errors} errors`,
      );
    };
    await run('anonymous list page 1', port, [list]);
    await run('bare node:http, same bytes', barePort, [list]);
    await run('anonymous search, 5 terms', port, searches.map(searchPath));
    await run('anonymous filtered + sorted page 2', port, [filtered]);
    // Signed in, the shared answer of the URL gets the reader's is_enrolled laid on it.
    await run('signed-in list page 1', port, [list], bearer);
    await run('signed-in search, 5 terms', port, searches.map(searchPath), bearer);
    await run('signed-in filtered + sorted page 2', port, [filtered], bearer);
    // A throw-away parameter makes every URL new, so every request searches the database: the
    // cost of a search nobody has made before.
    await run(
      'signed-in search, 5 terms, every URL new',
      port,
      everyUrlNew(searches.map(searchPath)),
      bearer,
    );
    await run('1 connection: signed-in list page 1', port, [list], bearer, 1);
    await run(
      '1 connection: signed-in search, every URL new',
      port,
      everyUrlNew(searches.map(searchPath)),
      bearer,
      1,
    );

    const anonymous = rows.find((row) => row.scenario === 'anonymous list page 1');
    const bareRow = rows.find((row) => row.scenario === 'bare node:http, same bytes');
    if (anonymous && bareRow) {
      const share = Math.round((anonymous.rps / bareRow.rps) * 100);
      console.log(`\nAnonymous list at ${share}% of bare node:http.\n`);
    }
    console.log('| scenario | p50 ms | p99 ms | req/s | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.scenario} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.errors} |`,
      );
    }
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

await main();
