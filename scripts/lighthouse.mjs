// npm run lighthouse: Lighthouse's performance score and core metrics for the public pages,
// measured against the real product (built web app, API, PGlite with the demo academy) on a free
// port with a temporary DATA_DIR, in the mobile and the desktop presets.
//
//   npm run lighthouse                          every page, both presets, median of 5 runs
//   npm run lighthouse -- --runs=1 --preset=mobile /courses
//   npm run lighthouse -- --out=reports         also keep each run's JSON report
//
// Lighthouse is fetched by npx (pinned below) rather than installed with the project.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/support/server.ts';
import { ensureWebBuild, root } from './lib.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** Course 14 of the demo academy: price, group tiers and the offer badge (docs/rules.md). */
const PAGES = ['/', '/courses', '/course/14'];
const PRESETS = ['mobile', 'desktop'];
const ATTEMPTS = 3;
// Chromium's background connections fail on a closed network and disturb the measurement.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

function parseArgs(argv) {
  const options = { runs: 5, presets: PRESETS, pages: [], out: undefined };
  for (const arg of argv) {
    const [flag, value] = arg.split('=');
    if (flag === '--runs') options.runs = Math.max(1, Number(value) || 1);
    else if (flag === '--preset') options.presets = [value];
    else if (flag === '--out') options.out = value;
    else if (arg.startsWith('/')) options.pages.push(arg);
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.pages.length === 0) options.pages = PAGES;
  return options;
}

/** One Lighthouse run; the report as an object (read from a file: a failing run exits early). */
async function runLighthouse(url, preset, reportFile) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await rm(reportFile, { force: true });
  const stderr = await new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const chunks = [];
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  if (!existsSync(reportFile)) throw new Error(`lighthouse wrote no report: ${stderr.trim()}`);
  return JSON.parse(await readFile(reportFile, 'utf8'));
}

/** Retries a run that Lighthouse could not complete (a runtimeError in the report, or none). */
async function measure(url, preset, reportFile) {
  for (let attempt = 1; ; attempt++) {
    const report = await runLighthouse(url, preset, reportFile).catch((error) => ({
      runtimeError: { code: 'NO_REPORT', message: error.message },
    }));
    if (!report.runtimeError) return report;
    const { code, message } = report.runtimeError;
    if (attempt === ATTEMPTS) throw new Error(`${url} (${preset}) failed: ${code} ${message}`);
    console.warn(`  retrying ${url} (${preset}): ${code}`);
  }
}

const distDir = join(root, 'apps/web/dist');

/** Gzipped size of the scripts the page loaded, read from the build (independent of the server). */
function scriptKibibytes(report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    // The service worker is fetched after load and runs off the page (decision 039).
    if (new URL(item.url).pathname === '/sw.js') continue;
    const file = join(distDir, new URL(item.url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

function summarise(report) {
  const row = {
    score: Math.round(report.categories.performance.score * 100),
    a11y: Math.round(report.categories.accessibility.score * 100),
  };
  for (const [name, id] of Object.entries(METRICS)) row[name] = report.audits[id].numericValue;
  row.jsKib = scriptKibibytes(report);
  return row;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function format(row) {
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  return [
    String(row.score).padStart(5),
    String(row.a11y).padStart(4),
    ms(row.FCP),
    ms(row.LCP),
    ms(row.TBT),
    row.CLS.toFixed(3).padStart(6),
    ms(row.SI),
    `${row.jsKib.toFixed(1)} KiB`.padStart(10),
  ].join('  ');
}

const options = parseArgs(process.argv.slice(2));
ensureWebBuild();
const server = await startServer('lighthouse');
process.on('SIGINT', () => server.stop().then(() => process.exit(130)));
const reportFile = join(server.dataDir, 'lighthouse-report.json');
try {
  // Warm the server's caches so the first measured run is not the one that pays for them.
  for (const page of options.pages) await fetch(`${server.baseUrl}${page}`);
  await fetch(`${server.baseUrl}/api/list-courses/?page=1`);
  if (options.out) await mkdir(options.out, { recursive: true });

  console.log(
    `\n${'page'.padEnd(12)} ${'preset'.padEnd(8)} score  a11y       FCP       LCP       TBT     CLS        SI   JS (gzip)`,
  );
  for (const preset of options.presets) {
    for (const page of options.pages) {
      const rows = [];
      for (let run = 1; run <= options.runs; run++) {
        const report = await measure(`${server.baseUrl}${page}`, preset, reportFile);
        rows.push(summarise(report));
        if (options.out) {
          const name = `${preset}${page.replaceAll('/', '_')}-${run}.json`;
          await copyFile(reportFile, join(options.out, name));
        }
      }
      // Median per column, as Lighthouse's own guidance suggests for noisy machines.
      const result = Object.fromEntries(
        Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))]),
      );
      const runs = rows.length > 1 ? `  (scores ${rows.map((row) => row.score).join(', ')})` : '';
      console.log(`${page.padEnd(12)} ${preset.padEnd(8)} ${format(result)}${runs}`);
    }
  }
} finally {
  await server.stop();
}
