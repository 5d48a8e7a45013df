import { expect, test } from '../support/test.ts';

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
});
