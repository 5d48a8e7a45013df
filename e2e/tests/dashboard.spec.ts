import { expect, test } from '../support/test.ts';
import { PHONE_WIDTH } from '../support/layout-check.ts';
import { bearer, createAccount, signIn } from './accounts-support.ts';

// The dashboard on a 360 px phone: the learner's courses come before the upcoming lists, a
// weekly series of live classes is one card, and 'Continue Course' opens the next lesson not yet
// done (in course order), never one already completed.

/** The free course of the demo academy: seven lessons in three modules. */
const FREE_COURSE = 3;

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

test('@mobile the learner finds their courses first, and office hours as one card', async ({
  page,
}) => {
  await signIn(page, 'learner@academy.test');
  await page.goto('/dashboard');
  const journey = page.getByRole('heading', { name: 'My Learning Journey' });
  const classes = page.getByRole('heading', { name: 'Upcoming live classes' });
  await expect(journey).toBeVisible();
  await expect(classes).toBeVisible();
  const journeyTop = (await journey.boundingBox())!.y;
  expect(journeyTop).toBeLessThan((await classes.boundingBox())!.y);
  // Under the welcome and the profile, within the first two screens of a phone.
  expect(journeyTop).toBeLessThan(2 * 740);

  const upcoming = page.getByRole('region', { name: 'Upcoming live classes' });
  const officeHours = upcoming.getByRole('article', { name: 'Weekly office hours' });
  await expect(officeHours).toHaveCount(1);
  await expect(officeHours).toContainText(/Weekly: \d+ more classes to come/);
});

test('@mobile Continue Course opens the next lesson not done, not the completed one', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'dashboard-continue');
  const auth = await bearer(request, account.email, account.password);
  expect(
    (
      await request.post('/api/enrollments/', { headers: auth, data: { course_id: FREE_COURSE } })
    ).status(),
  ).toBe(201);
  const course = await request.get(`/api/enrolled-course/${FREE_COURSE}/`, { headers: auth });
  const lessons = (
    (await course.json()) as {
      modules: { lessons: { lesson_id: number; lesson_title: string }[] }[];
    }
  ).modules.flatMap((module) => module.lessons);
  // Lessons 1 and 2 done, the second one opened last: where 'Continue' used to land.
  for (const lesson of lessons.slice(0, 2)) {
    await request.post(`/api/lessons/${lesson.lesson_id}/open/`, { headers: auth });
    expect(
      (
        await request.post(`/api/lessons/${lesson.lesson_id}/complete/`, { headers: auth })
      ).status(),
    ).toBe(200);
  }

  await signIn(page, account.email, account.password);
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'My Learning Journey' })
    .getByRole('link', { name: /^Continue Course: Foundations/ })
    .click();
  const next = page.getByRole('article', { name: lessons[2]!.lesson_title });
  await expect(next).toBeVisible();
  await expect(next.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
});
