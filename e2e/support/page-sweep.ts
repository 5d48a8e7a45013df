import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolationsDefaultRules } from './axe.ts';
import { expectReadableContrast } from './contrast-check.ts';
import { expectFitsPhone } from './layout-check.ts';
import {
  expectValidHtml,
  expectWcag2aa,
  renderedHtml,
  type HtmlDocument,
} from './standards-checks.ts';
import { expectTranslated, watchPageData, type Language } from './translation-check.ts';

// The page sweep: every page, in one language, checked for translations, for
// axe-core's serious findings, for text contrast (contrast-check.ts), for its layout at 360 px,
// with HTML_CodeSniffer (WCAG 2 AA) and, once all are visited, with the Nu HTML Checker
// (standards-checks.ts).

export type SweptPage = {
  path: string;
  /** What a person waits for before reading the page; its first-level heading unless given. */
  ready?: (page: Page) => Locator;
  /** Opens each of the page's tabs (role tab) in turn and checks it too. */
  tabs?: boolean;
};

/**
 * Bangla laid out in a fallback font (boxes) wraps where a phone's Noto Sans Bengali does not, so
 * a Bangla layout check without that font proves nothing. npm test installs it (fonts-noto-core).
 */
function expectBanglaFont() {
  const fonts = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  if (!fonts.includes('Noto Sans Bengali'))
    throw new Error('No Noto Sans Bengali font: install it, e.g. apt-get install fonts-noto-core');
}

/**
 * The reader, before the first load: their language (the cookie the server pre-renders in, and
 * storage), and reduced motion, so that no crossfade or rotation is caught halfway by a check.
 */
export async function setUpReader(page: Page, language: Language) {
  if (language === 'bn') expectBanglaFont();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const baseURL = process.env.E2E_BASE_URL!;
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), language);
}

/** Nothing is still loading: no skeleton pulses, no spinner turns. */
async function settled(page: Page) {
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
}

async function checkPage(
  page: Page,
  testInfo: TestInfo,
  language: Language,
  data: ReturnType<typeof watchPageData>,
  name: string,
  documents: HtmlDocument[],
) {
  await settled(page);
  await expectTranslated(page, language, data);
  await expectNoSeriousViolationsDefaultRules(page, name);
  await expectReadableContrast(page, name);
  await expectWcag2aa(page, name);
  await expectFitsPhone(page, testInfo, name);
  documents.push({ name, html: await renderedHtml(page) });
}

/** Visits each page, waits for what a reader waits for, then checks it and each of its tabs. */
export async function sweepPages(
  page: Page,
  testInfo: TestInfo,
  language: Language,
  pages: readonly SweptPage[],
) {
  // The two standards checkers' own time: a few seconds a page, and one run of the Nu checker.
  test.setTimeout(testInfo.timeout + 30_000 + 5_000 * pages.length);
  const data = watchPageData(page);
  const documents: HtmlDocument[] = [];
  if (language === 'bn') await data.loadCategories();
  for (const swept of pages) {
    const name = `${swept.path} (${language})`;
    await test.step(name, async () => {
      await page.goto(swept.path);
      const ready = swept.ready?.(page) ?? page.getByRole('heading', { level: 1 });
      await expect(ready.first()).toBeVisible();
      await checkPage(page, testInfo, language, data, name, documents);
      if (!swept.tabs) return;
      const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
      const count = await tabs.count();
      for (let index = 1; index < count; index++) {
        const tab = tabs.nth(index);
        const label = await tab.innerText();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        await checkPage(page, testInfo, language, data, `${name}, tab ${label}`, documents);
      }
    });
  }
  await test.step('the Nu HTML Checker on every page visited', () => expectValidHtml(documents));
}
