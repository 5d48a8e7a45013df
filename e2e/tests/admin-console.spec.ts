import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logIn, signIn } from './accounts-support.ts';

test('the staff console is closed to learners', async ({ page }) => {
  await logIn(page, 'learner@academy.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  const refused = await page.request.get('/api/admin/payments/');
  expect(refused.status()).toBe(401);
});

test('staff see the queue, the overview chart and the catalogue settings', async ({ page }) => {
  await signIn(page, 'admin@academy.test');
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

test("a badge staff set with their own wording shows on the course's page, and goes when removed", async ({
  page,
  browser,
}) => {
  // Two people at once (staff edit, a visitor watches the course page): long by nature.
  test.setTimeout(60_000);
  // A published course with no badge and no discount, which no other journey badges.
  const listed = (await (await page.request.get('/api/list-courses/')).json()) as {
    course_id: number;
    course_title: string;
    status: string;
    badge: string | null;
    discount: unknown;
  }[];
  const course = listed.find(
    (item) =>
      item.status === 'published' &&
      !item.badge &&
      !item.discount &&
      ![3, 6, 14].includes(item.course_id),
  )!;
  const wording = `Eid offer ${Date.now() % 100000}: enrol by Friday`;

  await signIn(page, 'admin@academy.test');
  await page.goto('/admin?tab=catalogue');
  await page.getByRole('searchbox', { name: 'Search courses by title' }).fill(course.course_title);
  const row = page.getByTestId('admin-course').filter({ hasText: course.course_title });
  async function setBadge(badge: string, text: string) {
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Settings of ${course.course_title}` });
    await dialog.getByRole('combobox', { name: 'Badge' }).selectOption({ label: badge });
    await dialog.getByRole('textbox', { name: 'Badge wording' }).fill(text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await setBadge('Offer', wording);
  await expect(row).toContainText(wording);

  // A visitor sees it at once: the public caches follow the change.
  const visitor = await browser.newContext();
  const coursePage = await visitor.newPage();
  await coursePage.goto(`/course/${course.course_id}`);
  await expect(coursePage.getByTestId('status-badge')).toHaveText(wording);

  await setBadge('No badge', '');
  await expect(row).not.toContainText(wording);
  await coursePage.reload();
  await expect(
    coursePage.getByRole('heading', { level: 1, name: course.course_title }),
  ).toBeVisible();
  await expect(coursePage.getByTestId('status-badge')).toHaveCount(0);
  await visitor.close();
});
