import { expect, test } from '../support/test.ts';
import { bearer, signIn } from './accounts-support.ts';

// A live update never undoes what a person opened: new announcements arrive (a live event and a
// refetch) while a learner reads one they opened from its notification.
test('a learner reading an announcement keeps it open while new ones arrive', async ({
  page,
  request,
}) => {
  // Two people (the instructor posts twice through the API, the learner reads): long by nature.
  test.setTimeout(60_000);
  const instructor = await bearer(request, 'instructor@academy.test');
  const stamp = Date.now();
  async function post(title: string) {
    const created = await request.post('/api/announcements/create/', {
      headers: instructor,
      data: { course: 1, title, content: `${title}: details for the class.` },
    });
    expect(created.status()).toBe(201);
  }
  const first = `Lab session moved ${stamp}`;
  const second = `Slides for week two ${stamp}`;

  await signIn(page, 'learner@academy.test');
  await post(first);
  await page.goto('/notifications');
  await page.getByRole('button', { name: new RegExp(first) }).click();
  await expect(page).toHaveURL(/\/course\/1\/announcements\/?$/);

  // The course's list, not the notification still on screen while the page changes: the
  // notification's name starts with 'New announcement in …', the list item's with its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${first}`) }).click();
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await expect(page).toHaveURL(/announcement=\d+/);

  // A new announcement arrives while the first is read: it stays open.
  await post(second);
  await expect(page.getByRole('button', { name: 'Back to Announcements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: first })).toBeVisible();

  await page.getByRole('button', { name: 'Back to Announcements' }).click();
  await expect(page.getByRole('button', { name: new RegExp(second) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(first) })).toBeVisible();
});
