import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bearer, createAccount, signIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// Learning journeys: progress on the dashboard, a certificate verified in public, an instructor's
// note read by a learner, a review that moves the course rating. Each test makes its own learner
// (or writes text no other test writes), so they run in parallel against the one seeded server.

/** The free course of the demo academy: seven lessons in three modules. */
const FREE_COURSE = 3;

/** A fresh verified learner enrolled in the free course, signed in on `page`. */
async function freshLearnerInFreeCourse(page: Page, request: APIRequestContext, prefix: string) {
  const account = await createAccount(request, prefix);
  const auth = await bearer(request, account.email, account.password);
  const enrolled = await request.post('/api/enrollments/', {
    headers: auth,
    data: { course_id: FREE_COURSE },
  });
  expect(enrolled.status()).toBe(201);
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard');
  return { ...account, auth };
}

async function lessonIds(request: APIRequestContext, auth: Record<string, string>) {
  const course = await request.get(`/api/enrolled-course/${FREE_COURSE}/`, { headers: auth });
  expect(course.status()).toBe(200);
  const body = (await course.json()) as { modules: { lessons: { lesson_id: number }[] }[] };
  return body.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lesson_id));
}

test('a learner completes a lesson, sees the progress on the dashboard and resumes where they left off', async ({
  page,
  request,
}) => {
  // Four lessons opened and the dashboard twice: long by nature.
  test.setTimeout(60_000);
  await freshLearnerInFreeCourse(page, request, 'learning-progress');
  const journey = page.getByRole('region', { name: 'My Learning Journey' });
  const progress = journey.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  await journey
    .getByRole('link', { name: /^Start Course: Foundations of Clinical Research/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/course/${FREE_COURSE}/progress`));
  const player = page.getByRole('article', {
    name: 'From bedside observation to research question',
  });
  await expect(player).toBeVisible();
  await expect(player.getByText('12 min')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await player.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(player.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
  await expect(page.getByText('1 of 7 lessons done')).toBeVisible();
  // The next lesson is remembered as where "continue" resumes.
  await player.getByRole('button', { name: 'Next lesson' }).click();
  await expect(page.getByRole('article', { name: 'The PICO framework' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(progress).toHaveAttribute('aria-valuenow', '14');
  await expect(journey.getByText('1 of 7 lessons done')).toBeVisible();
  await journey.getByRole('link', { name: /^Continue Course: Foundations/ }).click();
  const pico = page.getByRole('article', { name: 'The PICO framework' });
  await expect(pico).toBeVisible();
  // Moving on and coming back through the course page resumes at the newest lesson, not at the
  // one this page was first opened at.
  await pico.getByRole('button', { name: 'Next lesson' }).click();
  await expect(
    page.getByRole('article', { name: 'Descriptive and analytical studies' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Course page' }).click();
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(
    page.getByRole('article', { name: 'Descriptive and analytical studies' }),
  ).toBeVisible();
});

test('a learner who finishes the course earns a certificate anyone can verify', async ({
  page,
  request,
  browser,
}) => {
  // A course finished, its certificate fetched and verified by a second person: long by nature.
  test.setTimeout(60_000);
  const learner = await freshLearnerInFreeCourse(page, request, 'learning-certificate');
  const journey = page.getByRole('region', { name: 'My Learning Journey' });
  const progress = journey.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Lessons 1 to 6 through the API, the last one by hand.
  const ids = await lessonIds(request, learner.auth);
  expect(ids).toHaveLength(7);
  for (const id of ids.slice(0, 6)) {
    const done = await request.post(`/api/lessons/${id}/complete/`, { headers: learner.auth });
    expect(done.status()).toBe(200);
  }
  await page.goto(`/course/${FREE_COURSE}/progress?lesson=${ids[6]}`);
  const last = page.getByRole('article', { name: /Critical appraisal/ });
  await expect(last).toBeVisible();
  await last.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('You completed this course!')).toBeVisible();
  await expect(page.getByText('7 of 7 lessons done')).toBeVisible();
  const codeText = await page.getByText(/^Certificate code: [A-Z2-7]{16}$/).textContent();
  const code = codeText!.replace('Certificate code: ', '');

  const pdf = await request.get(`/api/certificates/${code}/pdf/`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Anyone can verify it, signed in or not.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/certificates/${code}`);
  await expect(publicPage.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(publicPage.getByText('Farzana Akter')).toBeVisible();
  await expect(
    publicPage.getByRole('link', { name: 'Foundations of Clinical Research Methodology' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(publicPage);
  await publicPage.goto('/certificates/AAAAAAAAAAAAAAAA');
  await expect(publicPage.getByText('Certificate not found')).toBeVisible();
  await visitor.close();

  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(
    journey.getByRole('link', { name: /^Download certificate: Foundations/ }),
  ).toHaveAttribute('href', `/api/certificates/${code}/pdf/`);
});

test('an instructor writes a note that an enrolled learner reads', async ({ page, browser }) => {
  // Two people in turn (the instructor writes, a learner reads): long by nature.
  test.setTimeout(60_000);
  const title = uniqueText('Reading list');
  await signIn(page, 'instructor@academy.test');
  await page.goto('/course/6/progress');
  await expect(page.getByText(/viewing your own course as its instructor/)).toBeVisible();
  await page.getByRole('tab', { name: /^Notes/ }).click();
  await page.getByRole('button', { name: 'Add note' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a note' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Note' });
  await editor.click();
  await page.keyboard.type('Chapter three of the pandas guide');
  await dialog.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bring questions to the live class.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
  const note = page.getByRole('article', { name: title });
  await expect(
    note.getByRole('heading', { name: 'Chapter three of the pandas guide' }),
  ).toBeVisible();

  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await signIn(learnerPage, 'learner@academy.test');
  await learnerPage.goto('/course/6/progress');
  await learnerPage.getByRole('tab', { name: /^Notes/ }).click();
  const read = learnerPage.getByRole('article', { name: title });
  await expect(
    read.getByRole('heading', { name: 'Chapter three of the pandas guide' }),
  ).toBeVisible();
  await expect(read.getByText('Bring questions to the live class.')).toBeVisible();
  await expect(learnerPage.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await learnerContext.close();

  // Clean up so the seeded course keeps its own notes only.
  await note.getByRole('button', { name: `Delete note: ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete note' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('a learner reviews a course and its rating changes', async ({ page, request }) => {
  await freshLearnerInFreeCourse(page, request, 'learning-review');
  const before = (await (await request.get(`/api/courses/${FREE_COURSE}/reviews/`)).json()) as {
    rating_count: number;
  };

  await page.goto(`/course/${FREE_COURSE}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Reviews' });
  const form = panel.getByRole('form', { name: 'Rate this course' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '1 star' }).locator('..').click();
  const comment = uniqueText('Too fast for beginners');
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();

  await expect(panel.getByRole('heading', { name: 'Your review', exact: true })).toBeVisible();
  const ratings = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
  await expect(panel.getByText(ratings(before.rating_count + 1))).toBeVisible();
  await expect(panel.getByText(comment).first()).toBeVisible();
  const after = (await (await request.get(`/api/courses/${FREE_COURSE}/reviews/`)).json()) as {
    rating: number;
    rating_count: number;
    results: { comment: string; rating: number; reviewer: string }[];
  };
  expect(after.rating_count).toBe(before.rating_count + 1);
  expect(after.results[0]).toMatchObject({ comment, rating: 1, reviewer: 'Farzana A.' });

  // The course's public rating is the new real average.
  const detail = (await (await request.get(`/api/course-details/${FREE_COURSE}/`)).json()) as {
    rating: number;
  };
  expect(detail.rating).toBe(after.rating);
  // And the page shows it without a reload.
  const shownRating = (value: number) => `${new Intl.NumberFormat('en').format(value)} rating`;
  const hero = page.getByTestId('course-rating');
  await expect(hero).toContainText(shownRating(after.rating));

  // A second review is refused; the one review is edited instead.
  await panel.getByRole('button', { name: 'Edit review' }).click();
  const edit = panel.getByRole('form', { name: 'Edit your review' });
  await edit.getByRole('radio', { name: '5 stars' }).locator('..').click();
  await edit.getByRole('button', { name: 'Update review' }).click();
  // Exact: 'Edit your review', the form's own heading, would match 'Your review' at once.
  await expect(edit).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Your review', exact: true })).toBeVisible();
  await expect(panel.getByText(ratings(before.rating_count + 1))).toBeVisible();
  const edited = (await (await request.get(`/api/courses/${FREE_COURSE}/reviews/`)).json()) as {
    rating: number;
  };
  expect(edited.rating).toBeGreaterThan(after.rating);
  await expect(hero).toContainText(shownRating(edited.rating));
});
