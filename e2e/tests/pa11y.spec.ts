import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import { sessionOf } from './accounts-support.ts';

// pa11y itself (not only its engine, which the page sweep runs) over the public pages and the
// main signed-in pages in both languages, WCAG 2 AA with HTML_CodeSniffer, in Debian's Chromium:
// PUPPETEER_SKIP_DOWNLOAD keeps puppeteer from fetching a browser of its own.
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const publicPaths = [
  '/',
  '/courses',
  '/about',
  '/contact',
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/signup',
];

/** The main pages of a signed-in learner and of staff, each with what it waits for. */
const learnerPages = [
  '/dashboard',
  // An enrolled course at its first lesson (a video), then the seeded reading lesson.
  '/course/1/progress',
  { path: '/course/1/progress?lesson=4', waitFor: '[data-math] .katex' },
  '/quizzes/1',
  '/forums',
  '/forums/topics/7',
];
const staffPages = ['/admin', '/admin?tab=payments'];
type Language = 'en' | 'bn';
type CheckedPage = string | { path: string; waitFor: string };

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
test.afterAll(() => browser.close());

type Reader = { language?: Language; session?: string; waitFor?: string };

/** pa11y's errors on `url` as 'code selector'; warnings and notices are not failures. */
async function pa11yErrors(
  url: string,
  { language = 'en', session, waitFor }: Reader = {},
): Promise<{ errors: string[]; title: string }> {
  // The language a returning reader chose and their session, as the app keeps them, in a
  // context of its own: nothing one check stored (a session) reaches the next.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(
    (chosen, stored) => {
      localStorage.setItem('lang', chosen);
      if (stored) localStorage.setItem('auth', stored);
    },
    language,
    session ?? '',
  );
  const result = await pa11y(url, {
    browser,
    page,
    standard: 'WCAG2AA',
    runners: ['htmlcs'],
    includeWarnings: false,
    includeNotices: false,
    actions: [
      // Checked in the page's language only: the app sets <html lang> once it has read it.
      `wait for element html[lang="${language}"] to be added`,
      // A signed-in page is checked with its data, not its skeletons.
      ...(session
        ? [
            'wait for element main h1 to be added',
            'wait for element .animate-pulse to be removed',
            'wait for element .animate-spin to be removed',
          ]
        : []),
      ...(waitFor ? [`wait for element ${waitFor} to be added`] : []),
    ],
    timeout: 30_000,
  });
  await context.close();
  const errors = result.issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.code} ${issue.selector}`);
  return { errors, title: result.documentTitle };
}

test.describe('pa11y', () => {
  test('finds an error on a page that breaks WCAG 2 AA (its own check)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pa11y-'));
    const file = join(directory, 'broken.html');
    await writeFile(
      file,
      `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
        <p style="color:#bbb;background:#fff">Grey text on white</p><img src="a.png">
      </main></body></html>`,
    );
    try {
      const { errors } = await pa11yErrors(pathToFileURL(file).href);
      expect(errors.some((error) => error.includes('1_4_3.G18'))).toBe(true);
      expect(errors.some((error) => error.includes('1_1_1.H37'))).toBe(true);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  for (const language of ['en', 'bn'] as const) {
    test(`finds no error on the public pages in ${language === 'en' ? 'English' : 'Bangla'}`, async ({
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of publicPaths) {
        const { errors } = await pa11yErrors(`${baseURL}${path}`, { language });
        found.push(...errors.map((error) => `${path}: ${error}`));
      }
      expect(found).toEqual([]);
    });
  }

  for (const language of ['en', 'bn'] as const) {
    test(`finds no error on a learner's and staff's main pages in ${language === 'en' ? 'English' : 'Bangla'}`, async ({
      baseURL,
      request,
    }) => {
      // Nine pages, each loaded with its data before the check.
      test.setTimeout(180_000);
      const accounts: [string, CheckedPage[]][] = [
        ['learner@academy.test', learnerPages],
        ['admin@academy.test', staffPages],
      ];
      // What a visitor signed out sees instead: the login page, which must not be what is checked.
      const { title: loginTitle } = await pa11yErrors(`${baseURL}/login`, { language });
      const found: string[] = [];
      for (const [email, pages] of accounts) {
        const session = await sessionOf(request, email);
        for (const checked of pages) {
          const { path, waitFor } = typeof checked === 'string' ? { path: checked } : checked;
          const { errors, title } = await pa11yErrors(`${baseURL}${path}`, {
            language,
            session,
            waitFor,
          });
          expect(title, `${email} ${path}`).not.toBe(loginTitle);
          found.push(...errors.map((error) => `${email} ${path}: ${error}`));
        }
      }
      expect(found).toEqual([]);
    });
  }
});
