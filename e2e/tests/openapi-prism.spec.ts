import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as requests, test, type Page } from '@playwright/test';
import { bearer, DEMO_PASSWORD, fillLogin } from './accounts-support.ts';

// Stoplight Prism as a validating proxy (its 'proxy' command, docs/guides/03-validation-proxy.md
// of stoplightio/prism) between the real web app and the API, with the API's own document: every
// answer whose status, media type or body the document does not describe comes back with an
// `sl-violations` header, which this spec collects. A learner's and staff's journeys in the
// browser go through it, then the answers a client gets when it is wrong.

const require = createRequire(import.meta.url);
const prismCli = require.resolve('@stoplight/prism-cli/dist/index.js');

let prism: ChildProcess | undefined;
let prismUrl = '';
let folder = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async ({ baseURL }) => {
  const api = await requests.newContext({ baseURL });
  const document = await api.get('/api/openapi.json');
  expect(document.status()).toBe(200);
  folder = await mkdtemp(join(tmpdir(), 'academy-prism-'));
  const file = join(folder, 'openapi.json');
  await writeFile(file, await document.text());
  await api.dispose();

  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [prismCli, 'proxy', file, baseURL!, '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${output}`)));
  });
  // Prism logs every request; only what it says before listening was needed.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
});

test.afterAll(async () => {
  prism?.kill();
  if (folder) await rm(folder, { recursive: true, force: true });
});

// The service worker would answer some API reads itself, out of the proxy's sight.
test.use({ serviceWorkers: 'block' });

type Violation = { location: string[]; severity: string; code: string | number; message: string };

/**
 * Sends the page's API calls through Prism and keeps what it found wrong with each exchange;
 * `violations()` waits for the calls still in flight, then says what was found.
 */
async function throughPrism(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const found: string[] = [];
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    // The live event stream never ends, so a proxy that reads whole answers cannot hold it.
    if (url.pathname === '/api/events/') return route.continue();
    const response = await route.fetch({ url: `${prismUrl}${url.pathname}${url.search}` });
    found.push(...violationsOf(route.request().method(), url.pathname, response));
    await route.fulfill({ response });
  });
  return {
    violations: async () => {
      await page.unrouteAll({ behavior: 'wait' });
      return found;
    },
  };
}

/** Prism's errors about an exchange: about the request and the answer, or the answer only. */
function violationsOf(
  method: string,
  path: string,
  response: { status(): number; headers(): Record<string, string> },
  about: 'exchange' | 'response' = 'exchange',
): string[] {
  const header = response.headers()['sl-violations'];
  if (!header) return [];
  return (JSON.parse(header) as Violation[])
    .filter((violation) => violation.severity === 'Error')
    .filter((violation) => about === 'exchange' || violation.location[0] === 'response')
    .map(
      (violation) =>
        `${method} ${path} ${response.status()}: ${violation.location.join('.')} ${violation.message}`,
    );
}

/** Opens a page and waits until it shows its data (its heading, no skeleton left). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
}

test("a learner's day, every API answer as the document says", async ({ page }) => {
  test.setTimeout(120_000);
  const prismed = await throughPrism(page);
  await page.goto('/login');
  await fillLogin(page, 'learner@academy.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Learning Journey' })).toBeVisible();
  const visits = [
    '/courses',
    '/course/1',
    '/course/1/progress',
    '/course/1/progress?lesson=4',
    '/quizzes/1',
    '/forums',
    '/forums/topics/7',
    '/notifications',
    '/payments',
    '/updateprofile',
  ];
  for (const path of visits) await visit(page, path);
  expect(await prismed.violations()).toEqual([]);
});

test("staff's console, section by section, every API answer as the document says", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prismed = await throughPrism(page);
  await page.goto('/login');
  await fillLogin(page, 'admin@academy.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  const sections = page.getByRole('main').getByRole('navigation').getByRole('link');
  await expect(sections.first()).toBeVisible();
  const paths = await sections.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
  for (const path of paths) await visit(page, path);
  expect(await prismed.violations()).toEqual([]);
});

test('the answers a client gets when it is wrong are the ones the document lists', async ({
  baseURL,
}) => {
  const direct = await requests.newContext({ baseURL });
  const learner = await bearer(direct, 'learner@academy.test');
  await direct.dispose();
  const api = await requests.newContext({ baseURL: prismUrl });
  const found: string[] = [];
  const wrongRequests: string[] = [];
  const calls: [string, string, Record<string, string>, unknown?][] = [
    ['GET', '/api/accounts/profile/', {}],
    ['GET', '/api/accounts/profile/', { authorization: 'Bearer not-a-token' }],
    ['POST', '/api/accounts/login/', {}, { email: 'learner@academy.test', password: 'wrong' }],
    ['POST', '/api/accounts/login/', {}, { email: 'not an email' }],
    ['GET', '/api/course-details/999999/', {}],
    ['GET', '/api/enrolled-course/14/', learner],
    ['GET', '/api/admin/payments/', learner],
    ['POST', '/api/forums/topics/', learner, { title: '' }],
  ];
  for (const [method, path, headers, data] of calls) {
    const response = await api.fetch(path, { method, headers, data, failOnStatusCode: false });
    expect(response.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
    // The requests are wrong on purpose; what counts is that each answer is a documented one.
    found.push(...violationsOf(method, path, response, 'response'));
    wrongRequests.push(...violationsOf(method, path, response));
  }
  await api.dispose();
  expect(found).toEqual([]);
  // The proxy did check: it saw the login without a password for what it is.
  expect(wrongRequests).toContain(
    "POST /api/accounts/login/ 400: request.body Request body must have required property 'password'",
  );
});
