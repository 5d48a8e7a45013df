import { expect, test } from '../support/test.ts';
import { bearer, createAccount, logIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// An instructor sets an assignment; a learner hands in a notebook after the due date (late by the
// server's clock); the instructor grades it and releases the grade; the learner sees the grade
// less the late penalty, the notification and the course total.

/** The free course of the demo academy, taught by Ashraful Karim. */
const FREE_COURSE = 3;
const FREE_COURSE_INSTRUCTOR = 'ashraful.karim@academy.test';

/** A datetime-local value on Dhaka's clock (UTC+6), `hours` from now. */
const dhakaInput = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000 + 6 * 3_600_000).toISOString().slice(0, 16);

test('a learner hands in a notebook late; the instructor grades and releases it', async ({
  page,
  browser,
  request,
}) => {
  // Two people and many pages: a budget of its own, like the other two-person journeys.
  test.setTimeout(60_000);
  const title = uniqueText('Notebook');
  const account = await createAccount(request, 'notebook-writer');
  await request.post('/api/enrollments/', {
    headers: await bearer(request, account.email, account.password),
    data: { course_id: FREE_COURSE },
  });

  await logIn(page, FREE_COURSE_INSTRUCTOR);
  await page.goto(`/course/${FREE_COURSE}/assignments/new`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Points').fill('10');
  // Due two hours ago, taken late until tomorrow: the learner below is late by the server's clock.
  await page.getByLabel('Due').fill(dhakaInput(-2));
  await page.getByLabel('Cut-off').fill(dhakaInput(24));
  await page.getByLabel('Late penalty (% per day)').fill('10');
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const assignmentUrl = page.url();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await logIn(learner, account.email, account.password);
  await learner.goto(assignmentUrl);
  await learner.getByLabel('File').setInputFiles({
    name: 'readmission.ipynb',
    mimeType: 'application/x-ipynb+json',
    buffer: Buffer.from(
      JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [] }),
    ),
  });
  await learner.getByRole('button', { name: 'Submit' }).click();
  await expect(learner.getByText('Late by 1 day: −10%')).toBeVisible();
  await expect(learner.getByText('Submitted late', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Grade submissions' }).click();
  await page.getByRole('link', { name: new RegExp(`^Grade ${title} by`) }).click();
  await page.getByLabel('Score').fill('9');
  await page.getByLabel('Feedback for the learner').fill('Split by patient next time.');
  await page.getByRole('button', { name: 'Save grade' }).click();
  await page.getByRole('button', { name: 'Release to the learner' }).click();
  await expect(page.getByText('Released: the learner sees 8.1 / 10.')).toBeVisible();

  await learner.goto('/notifications');
  await learner.getByRole('button', { name: new RegExp(`Grade released in .*: ${title}`) }).click();
  await learner.goto(assignmentUrl);
  await expect(learner.getByText('Your grade: 8.1 / 10.')).toBeVisible();
  await expect(learner.getByText('Split by patient next time.')).toBeVisible();
  await learner.goto(`/course/${FREE_COURSE}/progress?tab=grades`);
  await expect(learner.getByRole('heading', { name: 'Course total: 81%' })).toBeVisible();
  await learnerContext.close();
});
