// npm test: every check and test of the project, in order; fails when any of them fails.
// Provisions Chromium, a Bangla font and ffmpeg through apt when they are missing and we run as
// root.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The browser journeys lay Bangla out at 360 px (e2e page sweep); without the font a phone uses,
 * Noto Sans Bengali, Bangla renders as boxes of other widths and the check proves nothing.
 */
function ensureBanglaFont() {
  const fonts = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' }).stdout ?? '';
  if (fonts.includes('Noto Sans Bengali')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'The browser tests need the Noto Sans Bengali font.\n' +
        'Install it with: sudo apt-get install -y fonts-noto-core',
    );
    process.exit(1);
  }
  console.log('Installing the Noto fonts (Bangla) from apt for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', 'fonts-noto-core'], { env }) !== 0
  ) {
    console.error(
      'Could not install fonts-noto-core with apt-get; install it and run npm test again.',
    );
    process.exit(1);
  }
}

/**
 * Hosted lesson videos are checked by ffprobe and converted by ffmpeg (docs/decisions/037); the
 * server and browser tests upload generated clips, so both binaries must be there.
 */
function ensureFfmpeg() {
  const found = ['ffmpeg', 'ffprobe'].every(
    (binary) => spawnSync(binary, ['-version'], { stdio: 'ignore' }).status === 0,
  );
  if (found) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'The video tests need ffmpeg and ffprobe.\nInstall them with: sudo apt-get install -y ffmpeg',
    );
    process.exit(1);
  }
  console.log('Installing ffmpeg from apt for the video tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg'], { env }) !== 0
  ) {
    console.error('Could not install ffmpeg with apt-get; install it and run npm test again.');
    process.exit(1);
  }
}

ensureDependencies();
await ensureProjectNode();
ensureChromium();
ensureBanglaFont();
ensureFfmpeg();

/**
 * Validates compose.yaml (and the Dockerfile with hadolint) where the tools exist; no container
 * engine is needed for either. Says so when it cannot.
 */
async function checkDeploymentFiles() {
  const quiet = { stdio: 'ignore' };
  let status = 0;
  if (run('docker', ['compose', 'version'], quiet) === 0) {
    // Sample secrets: compose refuses to render the file without them, as it should.
    const env = {
      ...process.env,
      POSTGRES_PASSWORD: 'compose-check',
      JWT_SECRET: 'compose-check-secret-of-at-least-32-characters',
      MINIO_ROOT_PASSWORD: 'compose-check',
    };
    status ||= run('docker', ['compose', '--file', 'compose.yaml', 'config', '--quiet'], { env });
    if (status === 0) console.log('compose.yaml is valid (docker compose config)');
  } else {
    console.log('skipped: compose.yaml not validated, docker compose is not installed here');
  }
  if (run('hadolint', ['--version'], quiet) === 0) {
    status ||= run('hadolint', ['Dockerfile']);
    if (status === 0) console.log('Dockerfile passes hadolint');
  } else {
    status ||= await lintDockerfile('Dockerfile');
  }
  return status;
}

/**
 * Without hadolint, the Dockerfile is checked by the linter of the Docker language server
 * (dockerfile-utils, a devDependency): instructions, their arguments, flags, ports and the like.
 */
async function lintDockerfile(path) {
  // Imported here: the dependencies are installed by this script, after its own imports.
  const { validate } = await import('dockerfile-utils');
  const problems = validate(readFileSync(path, 'utf8'));
  for (const problem of problems) {
    console.error(`${path}:${problem.range.start.line + 1}: ${problem.message}`);
  }
  if (problems.length === 0) console.log(`${path} passes dockerfile-utils' checks`);
  return problems.length === 0 ? 0 : 1;
}

const steps = [
  ['typecheck', [npm, ['run', 'typecheck']]],
  ['lint', [npm, ['run', 'lint']]],
  ['docs', [process.execPath, ['scripts/check-docs.mjs']]],
  ['deployment files', [checkDeploymentFiles, []]],
  ['server tests', [npm, ['run', 'test', '-w', 'apps/server']]],
  ['web tests', [npm, ['run', 'test', '-w', 'apps/web']]],
  ['e2e tests', [npm, ['run', 'test', '-w', 'e2e']]],
];

const failed = [];
for (const [name, [command, args]] of steps) {
  console.log(`\n▶ ${name}`);
  if (name === 'e2e tests') ensureWebBuild();
  const status =
    typeof command === 'function'
      ? await command()
      : run(command, args, { env: { ...process.env, CHROME_PATH: chromiumPath } });
  if (status !== 0) failed.push(name);
}

console.log('');
if (failed.length > 0) {
  console.error(`✗ failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('✓ all checks and tests passed');
