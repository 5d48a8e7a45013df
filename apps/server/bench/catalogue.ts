import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { seedBenchCatalogue } from './seed-courses.ts';

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
const adminUrl = process.env.BENCH_DATABASE_URL;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const list = '/api/list-courses/?page=1';
const searches = ['machine learning', 'epidemiology', 'python clinicians', 'neuro', 'statistcs'];
const searchPath = (term: string) => `/api/list-courses/?page=1&search=${encodeURIComponent(term)}`;
const filtered =
  '/api/list-courses/?page=2&category=data-analysis&min_price=2000&max_price=15000&min_rating=3.5&ordering=price-low';

type Row = { scenario: string; p50: number; p99: number; rps: number; errors: number };

function startChild(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', here(file)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, info: JSON.parse(line) }),
    );
  });
}

async function load(
  scenario: string,
  port: number,
  paths: string[],
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
          path: paths[index++ % paths.length]!,
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
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
  let databaseUrl: string | undefined;
  let benchDatabase: string | undefined;
  if (adminUrl) {
    benchDatabase = `academy_bench_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: adminUrl, dataDir });
    await admin.db.execute(sql.raw(`create database "${benchDatabase}"`));
    await admin.close();
    const url = new URL(adminUrl);
    url.pathname = `/${benchDatabase}`;
    databaseUrl = url.href;
  }
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
    console.log(
      `Seeded ${COURSES} courses on ${adminUrl ? 'PostgreSQL' : 'PGlite'} in ${Date.now() - started} ms`,
    );

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
    const run = async (...args: Parameters<typeof load>) => {
      const row = await load(...args);
      rows.push(row);
      console.log(
        `${row.scenario}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${Math.round(row.rps)} req/s, ${row.errors} errors`,
      );
    };
    await run('anonymous list page 1 (cached)', port, [list]);
    await run('bare node:http, same bytes', barePort, [list]);
    await run('anonymous search, 5 terms (cached)', port, searches.map(searchPath));
    await run('anonymous filtered + sorted page 2 (cached)', port, [filtered]);
    await run('signed-in list page 1 (uncached)', port, [list], bearer);
    await run('signed-in search, 5 terms (uncached)', port, searches.map(searchPath), bearer);
    await run('signed-in filtered + sorted page 2 (uncached)', port, [filtered], bearer);
    // The same uncached requests one at a time: the latency of the work itself, without queueing.
    await run('1 connection: signed-in list page 1', port, [list], bearer, 1);
    await run('1 connection: signed-in search, 5 terms', port, searches.map(searchPath), bearer, 1);
    await run('1 connection: signed-in filtered + sorted', port, [filtered], bearer, 1);

    const anonymous = rows[0]!.rps;
    const bareRps = rows[1]!.rps;
    console.log(
      `\nAnonymous list at ${Math.round((anonymous / bareRps) * 100)}% of bare node:http.\n`,
    );
    console.log('| scenario | p50 ms | p99 ms | req/s | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.scenario} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.errors} |`,
      );
    }
  } finally {
    const running = children.filter((child) => child.exitCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(exited);
    if (adminUrl && benchDatabase) {
      const admin = await openDatabase({ databaseUrl: adminUrl, dataDir });
      await admin.db.execute(sql.raw(`drop database if exists "${benchDatabase}" with (force)`));
      await admin.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
