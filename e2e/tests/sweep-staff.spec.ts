import { expect, test } from '@playwright/test';
import { setUpReader, sweepPages } from '../support/page-sweep.ts';
import { signIn } from './accounts-support.ts';

// The page sweep (e2e/support/page-sweep.ts) as staff: every section the staff console links to, and the
// dashboard.

for (const language of ['en', 'bn'] as const) {
  test(`the sweep as staff: the staff console, section by section (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await setUpReader(page, language);
    await signIn(page, 'admin@academy.test');
    await page.goto('/admin');
    const sections = page.getByRole('main').getByRole('navigation').getByRole('link');
    await expect(sections.first()).toBeVisible();
    const paths = await sections.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    expect(paths).toContain('/admin?tab=payments');
    await sweepPages(
      page,
      testInfo,
      language,
      [...paths, '/dashboard'].map((path) => ({ path })),
    );
  });
}
