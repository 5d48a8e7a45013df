import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A bench process and the JSON line it printed once ready. */
export type StartedChild = { child: ChildProcess; info: Record<string, unknown> };

/**
 * The V8 flags `npm start` gives the server (scripts/start.mjs): on PGlite only, none with
 * BENCH_DATABASE_URL. BENCH_SERVER_FLAGS replaces them, e.g. with '' to compare against V8's
 * defaults.
 */
const serverFlags = (
  process.env.BENCH_SERVER_FLAGS ??
  (process.env.BENCH_DATABASE_URL
    ? ''
    : '--max-semi-space-size=8 --heap-growing-percent=100 --no-wasm-tier-up --no-wasm-dynamic-tiering')
)
  .split(' ')
  .filter(Boolean);

/**
 * Runs a script of this folder in a Node process of its own (so the load generator does not share
 * the app's event loop) and resolves with the first line it prints, parsed as JSON. With
 * BENCH_PROFILE_DIR set, each child writes a CPU profile there when it exits.
 */
export function startChild(file: string, env: Record<string, string>): Promise<StartedChild> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...serverFlags, '--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, info: JSON.parse(line) as Record<string, unknown> }),
    );
  });
}

/** Sends SIGTERM to every child still running and waits until each has exited. */
export async function stopChildren(children: ChildProcess[]): Promise<void> {
  const running = children.filter((child) => child.exitCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exited);
}
