import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// wrk as the load generator of the benchmarks (docs/benchmarks.md): written in C, it leaves most
// of a CPU to the server where a Node load generator would be the bottleneck on a 2-core machine.

const run = promisify(execFile);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** wrk's threads: one, so the server under test keeps the other core. */
const THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

/** The wrk binary, installed with apt-get when it is missing and we run as root. */
export function ensureWrk(): string {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('The benchmarks need wrk. Install it with: sudo apt-get install -y wrk');
    process.exit(1);
  }
  console.log('Installing wrk from apt for the benchmark…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, stdio: 'inherit' }).status;
  if (apt(['update']) !== 0 || apt(['install', '-y', 'wrk']) !== 0) {
    console.error('Could not install wrk with apt-get; install it and run the benchmark again.');
    process.exit(1);
  }
  return 'wrk';
}

/** What one wrk run measured; latencies in milliseconds. */
export type Measure = { rps: number; p50: number; p99: number; errors: number };

/** How a scenario's requests are made. */
export type Load = {
  /** Paths asked in turn. */
  paths: string[];
  /** Appends `&u=<n>` with a number never used before, so no cache can answer. */
  unique?: boolean;
  headers?: Record<string, string>;
  connections?: number;
};

const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string here

/**
 * The Lua script of a load: the paths in turn (every URL new with `unique`), and a `done`
 * callback printing the figures as one JSON line, p50 and p99 from wrk's own histogram.
 */
function script({ paths, unique = false, headers = {} }: Load): string {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join('\n');
  const single = paths.length === 1 && !unique;
  return `
${headerLines}
local paths = { ${paths.map(lua).join(', ')} }
local counter = 0
local stamp = tostring(os.time()) .. tostring(math.random(1000000))
${
  single
    ? `wrk.path = paths[1]`
    : `request = function()
  counter = counter + 1
  local path = paths[(counter % #paths) + 1]
  ${unique ? `path = path .. "&u=" .. stamp .. "-" .. counter` : ''}
  return wrk.format("GET", path)
end`
}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK {"requests":%d,"duration":%d,"p50":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
`;
}

/** Runs wrk against `port` for `seconds` with this load. */
export async function runWrk(
  wrk: string,
  port: number,
  load: Load,
  seconds: number,
): Promise<Measure> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-wrk-'));
  try {
    const file = join(dir, 'load.lua');
    await writeFile(file, script(load));
    const { stdout } = await run(
      wrk,
      [
        `-t${THREADS}`,
        `-c${load.connections ?? 50}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        file,
        `http://127.0.0.1:${port}${load.paths[0]!}`,
      ],
      { maxBuffer: 1 << 20 },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('WRK '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line.slice(4)) as {
      requests: number;
      duration: number;
      p50: number;
      p99: number;
      errors: number;
    };
    return {
      rps: figures.requests / (figures.duration / 1e6),
      p50: figures.p50 / 1000,
      p99: figures.p99 / 1000,
      errors: figures.errors,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Idle share of all CPUs over `ms`, from /proc/stat, in percent (iowait counts as idle). */
export async function idlePercent(ms = 2000): Promise<number> {
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

/** The idle rule: a round starts only on a machine at least this idle (docs/benchmarks.md). */
export const MIN_IDLE = Number(process.env.BENCH_MIN_IDLE ?? 90);
/** BENCH_ALLOW_BUSY=1 runs anyway; the report is then marked not publishable. */
export const ALLOW_BUSY = process.env.BENCH_ALLOW_BUSY === '1';

/**
 * Measures the idle share before a round, trying for up to 30 s. A machine that stays busy ends
 * the benchmark (its figures would not be comparable) unless BENCH_ALLOW_BUSY=1; answers the idle
 * share measured and whether it was below the rule.
 */
export async function checkIdle(label: string): Promise<{ idle: number; busy: boolean }> {
  let idle = 0;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    idle = await idlePercent(2000);
    if (idle >= MIN_IDLE) return { idle, busy: false };
    if (ALLOW_BUSY) break;
    await wait(1000);
  }
  if (!ALLOW_BUSY) {
    throw new Error(
      `Refused: the CPUs were only ${Math.round(idle)}% idle before ${label} (the rule is ` +
        `${MIN_IDLE}%). Something else is running on this machine, so the figures would not be ` +
        'publishable. Stop it and run again, or set BENCH_ALLOW_BUSY=1 to compare locally ' +
        '(the report is then marked DISTURBED).',
    );
  }
  console.log(`  ${label}: CPUs ${Math.round(idle)}% idle, below ${MIN_IDLE}% (DISTURBED)`);
  return { idle, busy: true };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Resident memory of a process in MB (VmRSS), or NaN once it is gone. */
export async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/** The banner of a report: whether it may be published. */
export function verdict(busyRounds: number): string {
  return busyRounds > 0
    ? `DISTURBED — not publishable: ${busyRounds} round(s) started with the CPUs below ${MIN_IDLE}% idle.`
    : `Every round started with the CPUs at least ${MIN_IDLE}% idle.`;
}
