// Shared steps of the npm start / test / dev scripts. Plain Node, no dependencies: these run
// before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs dependencies when node_modules is missing (a fresh clone). */
export function ensureDependencies() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (first run)…');
  const hasLock = existsSync(join(root, 'package-lock.json'));
  runOrExit(npm, [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

const webSources = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
];

/** Builds the web app when its build is missing or older than any of its sources. */
export function ensureWebBuild() {
  const builtIndex = join(root, 'apps/web/dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map((source) => newestModification(join(root, source))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'Web sources changed: rebuilding…' : 'Building the web app (first run)…');
  runOrExit(npm, ['run', 'build', '-w', 'apps/web']);
}

/** Starts a long-running child and forwards Ctrl-C / SIGTERM to it. */
export function spawnForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  return child;
}

export { npm };
