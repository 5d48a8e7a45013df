import { expect, test } from '@playwright/test';
import { bearer, createAccount, signIn } from './accounts-support';
import { bellOf } from './community-support';

// Deep Learning for Medical Imaging (course 13) is taught in batches in the demo academy: Batch 1
// running, Batch 2 with two seats left, the weekend batch full with two people waiting.
const COURSE = 13;
const SABBIR = 'sabbir.hossain@academy.test';

test('a learner picks a batch: seats left, a full one shows Sit Filled Up and takes a waiting-list place', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'cohort-waiting');
  await signIn(page, account.email, account.password);
  await page.goto(`/course/${COURSE}`);
  const card = page.getByRole('complementary', { name: 'Enrol in this course' });
  const batches = card.getByRole('group', { name: 'Choose your batch' });
  await expect(batches.getByRole('radio', { name: /Batch 2/ })).toBeChecked();
  await expect(batches.getByText('2 seats left')).toBeVisible();
  await expect(batches.getByRole('radio', { name: /Weekend batch/ })).toBeDisabled();
  await expect(batches.getByText('Sit Filled Up')).toBeVisible();
  await expect(batches.getByText('2 people waiting')).toBeVisible();
  // Batch 1 is running: its enrolment closed.
  await expect(batches.getByRole('radio', { name: /Batch 1/ })).toBeDisabled();
  await expect(batches.getByText('Enrolment closed')).toBeVisible();

  await batches.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(batches.getByText('You are number 3 in line')).toBeVisible();
  await page.reload();
  await expect(batches.getByText('You are number 3 in line')).toBeVisible();

  // Enrolling goes to the payment step for the batch chosen.
  await card.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?course=${COURSE}&students=1&cohort=2$`));
  await page.goBack();
  await batches.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(batches.getByText('2 people waiting')).toBeVisible();
});

test('a batch learner sees a module locked with its date, and is told when it opens', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const instructor = await bearer(request, 'instructor@academy.test');
  const schedule = (await (
    await request.get(`/api/courses/${COURSE}/release-schedule/`, { headers: instructor })
  ).json()) as { modules: { module_id: number; module_title: string }[] };
  const pipelines = schedule.modules.find(
    (module) => module.module_title === 'Medical imaging pipelines',
  )!;
  const learner = await bearer(request, SABBIR);
  const tree = (await (
    await request.get(`/api/enrolled-course/${COURSE}/`, { headers: learner })
  ).json()) as {
    modules: { module_id: number; lessons: { lesson_title: string; opens_on?: string }[] }[];
  };
  const lockedLesson = tree.modules.find((module) => module.module_id === pipelines.module_id)!
    .lessons[0]!;
  expect(lockedLesson.opens_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const opensOn = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(lockedLesson.opens_on!));

  await signIn(page, SABBIR);
  await page.goto(`/course/${COURSE}/progress`);
  // The lesson's own row, not its module's, which holds it.
  const row = page.getByRole('listitem').filter({ hasText: lockedLesson.lesson_title }).last();
  await expect(row.getByText(`Opens on ${opensOn}`)).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  // The instructor opens the module from the batch's first day: the learner, enrolled before
  // that, is told within the minute the notices take.
  const opened = await request.put(`/api/modules/${pipelines.module_id}/release/`, {
    headers: instructor,
    data: { opens_after_days: 0, opens_on: null },
  });
  expect(opened.status()).toBe(200);
  const notice = 'Now open in Deep Learning for Medical Imaging: Medical imaging pipelines';
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/notifications/', { headers: learner });
        return JSON.stringify(await answer.json());
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toContain(notice);
  const { bell } = bellOf(page);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('main').getByText(notice).first()).toBeVisible();
  await page.goto(`/course/${COURSE}/progress`);
  await expect(
    page.getByRole('button', { name: new RegExp(lockedLesson.lesson_title) }),
  ).toBeVisible();
});
