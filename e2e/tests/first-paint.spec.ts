import { expect, test } from '../support/test.ts';
import { startTricklingProxy } from '../support/trickling-proxy.ts';

// The pages most visitors arrive on come rendered from the server, so they show before any
// script has run (docs/benchmarks.md, "Lighthouse"); the app then takes them over.
test.describe('pages that arrive rendered', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page shows its hero and the featured courses', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: /Learn machine learning and AI/ }),
      ).toBeVisible();
      const featured = page.getByRole('region', { name: 'Live & Featured Courses' });
      await expect(featured.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
        'href',
        '/courses',
      );
    });

    test('the catalogue shows its courses and a course its details', async ({ page }) => {
      await page.goto('/courses?search=bootcamp');
      await expect(page.getByTestId('result-count')).toContainText('1 course');
      await page
        .getByRole('link', { name: /AI Research Bootcamp/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/course\/14$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AI Research Bootcamp/);
      await expect(page).toHaveTitle(/AI Research Bootcamp/);
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    test('a reader who chose Bangla gets the page in Bangla', async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(
        page.getByRole('heading', { level: 1, name: /মেশিন লার্নিং ও এআই শিখুন/ }),
      ).toBeVisible();
    });
  });

  test('a rendered page answers at once, in the language chosen before', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // A full load of a rendered page: its HTML is in Bangla, and once taken over it responds.
    const response = await page.goto('/');
    expect(await response!.text()).toContain('লাইভ ও বাছাই করা কোর্স');
    const chip = page.getByRole('button', { name: 'স্নায়ুবিজ্ঞান' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  });

  test('scripts start only once the page has painted, and then take it over', async ({ page }) => {
    await page.goto('/courses');
    await page.evaluate(() => Object.assign(window, { firstDocument: true }));
    // Taken over: sorting is the app's, not a reload (the same document answers).
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/ordering=newest/);
    expect(await page.evaluate(() => 'firstDocument' in window)).toBe(true);

    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      return {
        paint: paint?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint);
  });

  // A weak signal: the HTML arrives in pieces and the phone paints each one. What a later piece
  // brings may only add below, never push down what a person is already reading. Before the
  // enrol card came first in a course page's document it pushed the tabs down (0.07 here, 0.25 in
  // Lighthouse), and the catalogue's sort control wrapped when the filters button came (0.018).
  // What may remain is a nudge sideways of the top bar's controls when a piece ends inside the
  // top bar (0.003 at most).
  for (const path of ['/', '/courses', '/course/14']) {
    test(`a phone shows ${path} arriving piece by piece without moving it`, async ({
      page,
      baseURL,
    }) => {
      const slowConnection = await startTricklingProxy(baseURL!);
      try {
        await page.setViewportSize({ width: 360, height: 780 });
        // Every layout shift the page makes without a person acting, summed as Lighthouse's CLS.
        await page.addInitScript(() => {
          const shifts = { total: 0 };
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${slowConnection.url}${path}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const shifted = await page.evaluate(
          () => (window as unknown as { shifts: { total: number } }).shifts.total,
        );
        expect(shifted).toBeLessThan(0.005);
      } finally {
        await slowConnection.close();
      }
    });
  }
});
