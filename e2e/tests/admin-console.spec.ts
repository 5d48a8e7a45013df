import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logIn } from './accounts-support.ts';

test('the staff console is closed to learners', async ({ page }) => {
  await logIn(page, 'learner@academy.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  const refused = await page.request.get('/api/admin/payments/');
  expect(refused.status()).toBe(401);
});

test('staff see the queue, the overview chart and the catalogue settings', async ({ page }) => {
  await logIn(page, 'admin@academy.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  // The seeded pending payment (#27, Survival Analysis in R) waits in the queue.
  await page.getByRole('searchbox', { name: 'Search payments' }).fill('BK6E8A4C2F');
  await expect(page.locator('[data-transaction-id="BK6E8A4C2F"]')).toContainText(
    'Survival Analysis in R',
  );
  // Enter leaves the search box for the list; from there the shortcuts work.
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-transaction-id="BK6E8A4C2F"]')).toBeFocused();
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts-hint')).toContainText('Approve the selected payment');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/tab=overview/);
  await expect(page.getByTestId('overview-pending')).not.toHaveText('');
  await expect(page.getByRole('figure')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByTestId('admin-course').first()).toBeVisible();
  await page.getByRole('button', { name: 'Promo codes' }).click();
  await expect(page.getByTestId('admin-coupon').filter({ hasText: 'WELCOME10' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
