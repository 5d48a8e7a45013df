// npm test: every check and test of the project, in order; fails when any of them fails.
// Provisions Chromium through apt when it is missing and we run as root.
import { existsSync } from 'node:fs';
import { ensureDependencies, ensureProjectNode, ensureWebBuild, npm, run } from './lib.mjs';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${chromiumPath}.\n` +
        'Install it with: sudo apt-get install -y chromium  (or set CHROME_PATH to a Chromium binary)',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from apt for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', 'chromium'], { env }) !== 0
  ) {
    console.error('Could not install Chromium with apt-get; install it and run npm test again.');
    process.exit(1);
  }
}

ensureDependencies();
await ensureProjectNode();
ensureChromium();

const steps = [
  ['typecheck', [npm, ['run', 'typecheck']]],
  ['lint', [npm, ['run', 'lint']]],
  ['server tests', [npm, ['run', 'test', '-w', 'apps/server']]],
  ['web tests', [npm, ['run', 'test', '-w', 'apps/web']]],
  ['e2e tests', [npm, ['run', 'test', '-w', 'e2e']]],
];

const failed = [];
for (const [name, [command, args]] of steps) {
  console.log(`\n▶ ${name}`);
  if (name === 'e2e tests') ensureWebBuild();
  if (run(command, args, { env: { ...process.env, CHROME_PATH: chromiumPath } }) !== 0)
    failed.push(name);
}

console.log('');
if (failed.length > 0) {
  console.error(`✗ failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('✓ all checks and tests passed');
