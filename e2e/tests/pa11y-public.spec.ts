import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';

// pa11y itself (not only its engine, which the page sweep runs) over the public pages in both
// languages, WCAG 2 AA with HTML_CodeSniffer, in Debian's Chromium: PUPPETEER_SKIP_DOWNLOAD keeps
// puppeteer from fetching a browser of its own.
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

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});
test.afterAll(() => browser.close());

/** pa11y's errors on `url` as 'code selector'; warnings and notices are not failures. */
async function pa11yErrors(url: string, language: 'en' | 'bn' = 'en'): Promise<string[]> {
  // The language a returning reader chose, as the app keeps it (localStorage 'lang').
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((chosen) => localStorage.setItem('lang', chosen), language);
  const result = await pa11y(url, {
    browser,
    page,
    standard: 'WCAG2AA',
    runners: ['htmlcs'],
    includeWarnings: false,
    includeNotices: false,
    // Checked in the page's language only: the app sets <html lang> once it has read the cookie.
    actions: [`wait for element html[lang="${language}"] to be added`],
    timeout: 30_000,
  });
  await page.close();
  return result.issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.code} ${issue.selector}`);
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
      const errors = await pa11yErrors(pathToFileURL(file).href);
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
        for (const error of await pa11yErrors(`${baseURL}${path}`, language)) {
          found.push(`${path}: ${error}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
