import { expect, test } from '@playwright/test';
import { lowContrastTexts } from '../support/contrast-check.ts';
import { layoutFindings } from '../support/layout-check.ts';
import { setUpReader, sweepPages, type SweptPage } from '../support/page-sweep.ts';
import { expectValidHtml, nuErrors, wcagErrors } from '../support/standards-checks.ts';
import { findTranslationDefects, pageTexts } from '../support/translation-check.ts';

// The page sweep (e2e/support/page-sweep.ts) as a visitor, and the checks it relies on, shown failing on
// deliberately broken pages.

test.describe('the sweep checks', () => {
  test('a placeholder, a raw key and English on a Bangla page are found; data is exempt', async ({
    page,
  }) => {
    await page.setContent(`
      <html lang="bn"><body><main>
        <h1>কোর্সসমূহ</h1>
        <p>{{value}} payment</p>
        <p>payments.count</p>
        <span>Back to Home</span>
        <p>Machine Learning for Clinical Research</p>
        <p style="display:none">Log out</p>
        <input placeholder="Search payments">
      </main></body></html>`);
    const data = new Set(['Machine Learning for Clinical Research']);
    expect(findTranslationDefects(await pageTexts(page), 'bn', data)).toEqual([
      { rule: 'placeholder', text: '{{value}} payment', where: 'main > p' },
      { rule: 'raw-key', text: 'payments.count', where: 'main > p' },
      { rule: 'english', text: 'Back to Home', where: 'main > span' },
      { rule: 'english', text: 'Search payments', where: 'main > input[placeholder]' },
    ]);
    // The same English is right on an English page.
    expect(findTranslationDefects(await pageTexts(page), 'en', data)).toEqual([
      { rule: 'placeholder', text: '{{value}} payment', where: 'main > p' },
      { rule: 'raw-key', text: 'payments.count', where: 'main > p' },
    ]);
  });

  test('Latin digits on a Bangla page are found, unless they are data the server sent', async ({
    page,
  }) => {
    await page.setContent(`
      <html lang="bn"><body><main>
        <p>নোট (2)</p>
        <p>নোট (২)</p>
        <p>অর্ডার ACD-20261201-AB12CD34 পরিশোধিত</p>
      </main></body></html>`);
    const data = new Set(['ACD-20261201-AB12CD34']);
    expect(findTranslationDefects(await pageTexts(page), 'bn', data)).toEqual([
      { rule: 'latin-digits', text: 'নোট (2)', where: 'main > p' },
    ]);
    expect(findTranslationDefects(await pageTexts(page), 'en', data)).toEqual([]);
  });

  test('an English category name on a Bangla page is found once the category has a Bangla one', async ({
    page,
  }) => {
    await page.setContent(`
      <html lang="bn"><body><main>
        <nav><a href="/courses">কোর্সসমূহ</a> › <a href="/courses?category=ethics">Ethics</a></nav>
        <p>ডেটা বিশ্লেষণ</p>
        <p>Genomics</p>
      </main></body></html>`);
    // Both names came from the server: as data, the English one would pass the 'english' rule.
    const data = new Set(['Ethics', 'নৈতিকতা', 'Genomics']);
    const categories = new Set(['Ethics']);
    expect(findTranslationDefects(await pageTexts(page), 'bn', data, categories)).toEqual([
      { rule: 'english-category', text: 'Ethics', where: 'nav > a' },
    ]);
    expect(findTranslationDefects(await pageTexts(page), 'en', data, categories)).toEqual([]);
  });

  test('text with too little contrast is found, over a gradient too; readable and pictured text is not', async ({
    page,
  }) => {
    await page.setContent(`
      <body style="margin:0;font:16px/1.5 sans-serif">
        <section style="background:linear-gradient(135deg,#1e3a8a,#3730a3);padding:16px">
          <a href="#" style="background:#fff;color:#fff">Create your account</a>
          <a href="#" style="color:#1e293b">Browse courses</a>
          <p style="color:#fff">Ready to start learning?</p>
        </section>
        <p style="color:#999">Light grey on white</p>
        <p style="color:#888;font-size:24px">Large mid grey reads at 3:1</p>
        <p style="color:#334155">Dark slate on white</p>
        <div style="background:url(data:image/gif;base64,R0lGODlhAQABAAAAACw=)">
          <span style="color:#fff">On a picture</span>
        </div>
        <button disabled style="color:#ccc">Disabled</button>
      </body>`);
    const found = await lowContrastTexts(page);
    expect(found.map((one) => one.text)).toEqual([
      'Create your account',
      'Browse courses',
      'Light grey on white',
    ]);
    expect(found[0]).toMatchObject({ ratio: 1, needed: 4.5 });
  });

  test('text covering text and a page wider than the phone are found; a badge on a picture or hidden text is not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.setContent(`
      <body style="margin:0;font:16px/1.5 sans-serif">
        <div style="position:relative;width:200px;height:100px;background:#ccc">
          <span style="position:absolute;top:4px;left:4px">Offer</span>
        </div>
        <div style="position:relative">
          <h1 style="margin:0">Python for Healthcare Data</h1>
          <span style="position:absolute;top:8px;left:40px">Save 20%</span>
          <table style="position:absolute;top:0;width:1px;height:1px;clip-path:inset(50%)">
            <tr><td>Visually hidden, read by screen readers</td></tr>
          </table>
        </div>
        <div style="overflow:hidden;width:100px;white-space:nowrap">Clipped text that runs on</div>
        <p style="width:420px">A line wider than the screen</p>
      </body>`);
    const findings = await layoutFindings(page);
    expect(findings.overlaps).toEqual([
      expect.objectContaining({
        first: 'h1 "Python for Healthcare Data"',
        second: 'span "Save 20%"',
      }),
    ]);
    expect(findings.scrollWidth).toBe(420);
    expect(findings.tooWide).toEqual(['p "A line wider than the screen"']);
  });
  test('HTML_CodeSniffer finds a missing alternative and faint text; the Nu checker bad markup', async ({
    page,
  }) => {
    await page.setContent(`
      <html lang="en"><head><title>Broken</title></head><body><main>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p style="color:#bbb;background:#fff">Faint text</p>
      </main></body></html>`);
    expect((await wcagErrors(page)).map((error) => error.split(':')[0])).toEqual([
      'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37',
      'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
    ]);
    const found = await nuErrors([
      {
        name: 'broken',
        html: '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><span aria-label="Rated 4.5">4.5</span></body></html>',
      },
      {
        name: 'modern css',
        html: '<!DOCTYPE html><html lang="en"><head><title>x</title><style>@property --x { syntax: "*"; inherits: false; }</style></head><body><p>ok</p></body></html>',
      },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^broken: The “aria-label” attribute must not be specified on any “span” element/,
    );
  });
});

/** Every page a visitor can open; the course pages with each of their tabs. */
const catalogue: SweptPage[] = [{ path: '/' }, { path: '/courses' }];
/** A group course with an offer, a course with reviews, and one taught in batches. */
const courses = [14, 1, 13];
const staticPages: SweptPage[] = [
  { path: '/about' },
  { path: '/contact' },
  { path: '/help-center' },
  { path: '/faq' },
  { path: '/terms-of-service' },
  { path: '/privacy-policy' },
  { path: '/refund-policy' },
];
const accountPages: SweptPage[] = [
  { path: '/login' },
  { path: '/signup' },
  { path: '/forgot-password' },
  {
    path: '/certificates/AAAAAAAAAAAAAAAA',
    ready: (page) => page.getByRole('main').getByRole('heading'),
  },
  { path: '/no-such-page' },
];

for (const language of ['en', 'bn'] as const) {
  test.describe(`the sweep as a visitor, ${language}`, () => {
    test.beforeEach(async ({ page }) => setUpReader(page, language));

    test(`the home page and the catalogue (${language})`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await sweepPages(page, testInfo, language, catalogue);
    });

    for (const id of courses) {
      test(`course ${id}, tab by tab (${language})`, async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await sweepPages(page, testInfo, language, [{ path: `/course/${id}`, tabs: true }]);
      });
    }

    test(`the static pages (${language})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await sweepPages(page, testInfo, language, staticPages);
    });

    test(`the account, certificate and error pages (${language})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await sweepPages(page, testInfo, language, accountPages);
    });

    test(`the pre-rendered HTML the server sends passes the Nu checker (${language})`, async ({
      request,
    }) => {
      const paths = [
        ...catalogue,
        ...courses.map((id) => ({ path: `/course/${id}` })),
        ...staticPages,
      ].map((swept) => swept.path);
      const documents = await Promise.all(
        paths.map(async (path) => {
          const answer = await request.get(path, { headers: { cookie: `lang=${language}` } });
          expect(answer.status()).toBe(200);
          return { name: `${path} (${language}, as sent)`, html: await answer.text() };
        }),
      );
      await expectValidHtml(documents);
    });
  });
}
