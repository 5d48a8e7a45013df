import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createBenchStore } from './bench-database.ts';
import { recordAnswers } from './bare-answers.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { startChild, stopChildren } from './start-child.ts';
import {
  checkIdle,
  ensureWrk,
  median,
  rssMegabytes,
  runWrk,
  verdict,
  type Load,
  type Measure,
} from './wrk.ts';

/**
 * Catalogue load test (docs/benchmarks.md). Seeds COURSES courses into a temporary database,
 * starts the app and a bare node:http server answering the same bytes in child processes, and
 * loads both with wrk in interleaved rounds: each round runs every scenario once, after checking
 * that the machine is idle. Reports each scenario's median over the rounds and its ratio to the
 * bare server asked the same way.
 *
 *   npm run bench                                        PGlite in a temporary directory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *                                                        a bench database created beside that
 *                                                        one on the same server, dropped after
 *   BENCH_ROUNDS=3 BENCH_DURATION=10 BENCH_COURSES=10000 the defaults
 *   BENCH_ONLY=search                                    only scenarios matching a regex
 *   BENCH_ALLOW_BUSY=1                                   run on a busy machine (not publishable)
 */
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 2;

const list = '/api/list-courses/?page=1';
const searches = ['machine learning', 'epidemiology', 'python clinicians', 'neuro', 'statistcs'];
const searchPaths = searches.map(
  (term) => `/api/list-courses/?page=1&search=${encodeURIComponent(term)}`,
);
const filtered =
  '/api/list-courses/?page=2&category=data-analysis&min_price=2000&max_price=15000&min_rating=3.5&ordering=price-low';

type Scenario = {
  name: string;
  /** 'bare' runs against the bare server; 'app' against the academy. */
  target: 'app' | 'bare';
  load: Load;
  /** The bare scenario asked the same way, for the ratio. */
  bare?: string;
  /**
   * An app scenario of the same round: the bare server is kept as busy per request as that
   * scenario's app was (1 s / its req/s), so its latency is what any server could do there.
   */
  busyAs?: string;
};

function scenarios(bearer: Record<string, string>): Scenario[] {
  const bareList = 'bare node:http: list page 1';
  const bareSearch = 'bare node:http: search, 5 terms';
  const bareFiltered = 'bare node:http: filtered + sorted page 2';
  return [
    { name: bareList, target: 'bare', load: { paths: [list] } },
    { name: 'anonymous list page 1', target: 'app', load: { paths: [list] }, bare: bareList },
    { name: bareSearch, target: 'bare', load: { paths: searchPaths } },
    {
      name: 'anonymous search, 5 terms',
      target: 'app',
      load: { paths: searchPaths },
      bare: bareSearch,
    },
    { name: bareFiltered, target: 'bare', load: { paths: [filtered] } },
    {
      name: 'anonymous filtered + sorted page 2',
      target: 'app',
      load: { paths: [filtered] },
      bare: bareFiltered,
    },
    // Signed in, the shared answer of the URL gets the reader's is_enrolled laid on it.
    {
      name: 'signed-in list page 1',
      target: 'app',
      load: { paths: [list], headers: bearer },
      bare: bareList,
    },
    {
      name: 'signed-in search, 5 terms',
      target: 'app',
      load: { paths: searchPaths, headers: bearer },
      bare: bareSearch,
    },
    {
      name: 'signed-in filtered + sorted page 2',
      target: 'app',
      load: { paths: [filtered], headers: bearer },
      bare: bareFiltered,
    },
    // A throw-away parameter makes every URL new, so no cached answer can serve it: the cost of
    // a search nobody has made before.
    {
      name: 'anonymous search, every URL new',
      target: 'app',
      load: { paths: searchPaths, unique: true },
      bare: bareSearch,
    },
    {
      name: 'signed-in search, every URL new',
      target: 'app',
      load: { paths: searchPaths, unique: true, headers: bearer },
      bare: bareSearch,
    },
    {
      name: 'bare node:http as busy as a new search',
      target: 'bare',
      load: { paths: searchPaths, unique: true },
      busyAs: 'anonymous search, every URL new',
    },
    {
      name: '1 connection: signed-in list page 1',
      target: 'app',
      load: { paths: [list], headers: bearer, connections: 1 },
    },
    {
      name: '1 connection: signed-in search, every URL new',
      target: 'app',
      load: { paths: searchPaths, unique: true, headers: bearer, connections: 1 },
    },
  ];
}

/** Only the scenarios BENCH_ONLY names, with the ones they are compared to. */
function selected(all: Scenario[]): Scenario[] {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  if (!only) return all;
  const chosen = all.filter((scenario) => only.test(scenario.name));
  const bares = new Set(chosen.flatMap((scenario) => [scenario.bare, scenario.busyAs]));
  return all.filter((scenario) => chosen.includes(scenario) || bares.has(scenario.name));
}

/**
 * The scenario's load, with the busy time of its `busyAs` scenario's latest measure (null when
 * that one was not run).
 */
function withBusyTime(scenario: Scenario, measures: Map<string, Measure[]>): Load | null {
  if (!scenario.busyAs) return scenario.load;
  const reference = measures.get(scenario.busyAs)?.at(-1);
  if (!reference) return null;
  const busy = String(Math.round(1e6 / reference.rps));
  return { ...scenario.load, headers: { ...scenario.load.headers, 'x-bench-busy-us': busy } };
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main() {
  const wrk = ensureWrk();
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
    const ports = { app: app.info.port as number, bare: 0 };
    const bearer = { Authorization: `Bearer ${app.info.token as string}` };

    // The bare server answers the same bytes: the body and the headers the app sends with it.
    const answersFile = join(dataDir, 'answers.json');
    await recordAnswers(
      `http://127.0.0.1:${ports.app}`,
      [list, filtered, ...searchPaths],
      answersFile,
    );
    const bare = await startChild('./bare-server.ts', { BENCH_ANSWERS: answersFile });
    children.push(bare.child);
    ports.bare = bare.info.port as number;

    const chosen = selected(scenarios(bearer));
    const measures = new Map<string, Measure[]>(chosen.map((scenario) => [scenario.name, []]));
    let busyRounds = 0;
    let rss = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { idle, busy } = await checkIdle(`round ${round}`);
      if (busy) busyRounds += 1;
      console.log(`Round ${round} of ${ROUNDS} (CPUs ${Math.round(idle)}% idle before)`);
      for (const scenario of chosen) {
        const port = ports[scenario.target];
        const load = withBusyTime(scenario, measures);
        if (!load) continue;
        await runWrk(wrk, port, load, WARM_UP); // JIT, pools, caches
        const measure = await runWrk(wrk, port, load, DURATION);
        measures.get(scenario.name)!.push(measure);
        console.log(
          `  ${scenario.name}: ${Math.round(measure.rps)} req/s, p50 ${fixed(measure.p50)} ms, p99 ${fixed(measure.p99)} ms, ${measure.errors} errors`,
        );
      }
      rss = Math.max(rss, await rssMegabytes(app.child.pid!));
    }

    const summary = (name: string) => {
      const rows = measures.get(name) ?? [];
      return {
        rps: median(rows.map((row) => row.rps)),
        p50: median(rows.map((row) => row.p50)),
        p99: median(rows.map((row) => row.p99)),
        errors: rows.reduce((sum, row) => sum + row.errors, 0),
        rounds: rows.map((row) => Math.round(row.rps)).join(' / '),
      };
    };
    console.log(
      `\n${store.label}, ${COURSES} courses, ${ROUNDS} round(s) of ${DURATION} s per scenario; medians over the rounds.`,
    );
    console.log(verdict(busyRounds));
    console.log(
      `App process resident memory (RSS, highest after a round): ${Math.round(rss)} MB\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs bare | req/s per round |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const scenario of chosen) {
      const row = summary(scenario.name);
      const ratio = scenario.bare ? fixed(row.rps / summary(scenario.bare).rps, 2) : '';
      console.log(
        `| ${scenario.name} | ${Math.round(row.rps)} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${row.errors} | ${ratio} | ${row.rounds} |`,
      );
    }
    if (busyRounds > 0) console.log('\nDISTURBED — not publishable.');
  } finally {
    await stopChildren(children);
    await store.remove();
  }
}

await main();
