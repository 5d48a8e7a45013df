// Shared steps of the npm start / test / dev scripts. Plain Node, no dependencies: these run
// before node_modules exists, on whatever Node the machine has, and then re-run themselves on the
// project's own Node (the `node` devDependency, see docs/decisions/010-node-from-the-registry.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
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

const bin = join(root, 'node_modules', '.bin');
const projectNode = join(bin, 'node');

/**
 * Installs dependencies when node_modules is missing (a fresh clone) or lacks what building and
 * running need. Development dependencies are included even when NODE_ENV=production (where npm
 * would leave them out): the web build needs Vite and the product runs on the `node` package.
 */
export function ensureDependencies() {
  const installed = existsSync(join(root, 'node_modules', '.package-lock.json'));
  if (installed && existsSync(projectNode) && existsSync(join(bin, 'vite'))) return;
  console.log(
    installed ? 'Installing missing dependencies…' : 'Installing dependencies (first run)…',
  );
  const hasLock = existsSync(join(root, 'package-lock.json'));
  runOrExit(npm, [hasLock ? 'ci' : 'install', '--include=dev', '--no-audit', '--no-fund']);
}

function projectNodeVersion() {
  const manifest = join(root, 'node_modules', 'node', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/**
 * Re-runs the current script on the project's Node when another one runs it (the machine's own
 * Node on a fresh clone, before node_modules existed). Resolves only when already on the project's
 * Node; otherwise the script continues in the child and this process exits with the child's code.
 * node_modules/.bin goes first on PATH so that everything the script starts (npm, tsx, vitest,
 * Playwright's web server) finds the same Node.
 */
export function ensureProjectNode() {
  const wanted = projectNodeVersion();
  if (!wanted) {
    console.error('✗ node_modules/node is missing: run npm ci and try again.');
    process.exit(1);
  }
  const path = process.env.PATH ?? '';
  const env =
    path.split(delimiter)[0] === bin
      ? process.env
      : { ...process.env, PATH: bin + delimiter + path };
  if (process.versions.node === wanted) {
    process.env.PATH = env.PATH;
    return Promise.resolve();
  }
  console.log(`Switching from Node ${process.versions.node} to the project's Node ${wanted}…`);
  const child = spawnForwardingSignals(
    projectNode,
    [...process.execArgv, ...process.argv.slice(1)],
    {
      cwd: process.cwd(),
      env,
    },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
  return new Promise(() => {});
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
