// npm test: every check and test of the project, in order; fails when any of them fails.
// Provisions what the tests need from the machine through apt when it is missing and we run as
// root: Chromium, a Bangla font, Java (the Nu HTML Checker) and ffmpeg (lesson videos).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ensureDependencies, ensureProjectNode, ensureWebBuild, npm, run } from './lib.mjs';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Installs Debian `packages` unless `present()`; says what they are for, and how, if it cannot. */
function ensureFromApt({ present, packages, purpose }) {
  if (present()) return;
  const install = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`${purpose}\nInstall it with: sudo ${install}`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from apt: ${purpose}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0 || run('sh', ['-c', install], { env }) !== 0) {
    console.error(`Could not run ${install}; install it and run npm test again.`);
    process.exit(1);
  }
}

ensureDependencies();
await ensureProjectNode();
ensureFromApt({
  present: () => existsSync(chromiumPath),
  packages: ['chromium'],
  purpose: `The browser tests need Chromium (at ${chromiumPath}, or set CHROME_PATH).`,
});
/*
 * The browser journeys lay Bangla out at 360 px (e2e page sweep); without the font a phone uses,
 * Noto Sans Bengali, Bangla renders as boxes of other widths and the check proves nothing.
 */
ensureFromApt({
  present: () =>
    (spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' }).stdout ?? '').includes(
      'Noto Sans Bengali',
    ),
  packages: ['fonts-noto-core'],
  purpose: 'The browser tests need the Noto Sans Bengali font.',
});
ensureFromApt({
  present: () => answers('java', ['-version']),
  packages: ['default-jre-headless'],
  purpose: 'The page sweep runs the Nu HTML Checker (e2e/support/standards-checks.ts) on Java.',
});
// Hosted lesson videos are checked by ffprobe and converted by ffmpeg (docs/decisions/037); the
// server and browser tests upload generated clips.
ensureFromApt({
  present: () => answers('ffmpeg', ['-version']) && answers('ffprobe', ['-version']),
  packages: ['ffmpeg'],
  purpose: 'The video tests need ffmpeg and ffprobe.',
});

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
