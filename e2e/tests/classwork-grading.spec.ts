import { expect, test } from '../support/test.ts';
import { bearer, createAccount, logIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// An instructor grades a learner's essay answer by hand and releases the grade from the grading
// queue; the learner then reads the score and feedback.

/** The free course of the demo academy, taught by Ashraful Karim. */
const FREE_COURSE = 3;
const FREE_COURSE_INSTRUCTOR = 'ashraful.karim@academy.test';

test('an instructor grades an essay answer, releases it, and the learner sees the score and feedback', async ({
  page,
  browser,
  request,
}) => {
  // Two people and many pages: a budget of its own, like the other two-person journeys.
  test.setTimeout(60_000);
  const title = uniqueText('Reflection');
  const instructorAuth = await bearer(request, FREE_COURSE_INSTRUCTOR);
  const created = await request.post(`/api/courses/${FREE_COURSE}/quizzes/`, {
    headers: instructorAuth,
    data: {
      title,
      description: '',
      module_id: null,
      opens_at: null,
      closes_at: null,
      time_limit_minutes: null,
      max_attempts: 1,
      grading_method: 'highest',
      pass_percent: 50,
      shuffle_questions: false,
      shuffle_choices: false,
      show_answers: 'after_attempt',
      is_published: true,
      questions: [{ kind: 'essay', prompt: 'Why does bias matter in trials?', points: 10 }],
    },
  });
  expect(created.status()).toBe(201);
  const { quiz_id: quizId } = (await created.json()) as { quiz_id: number };

  const account = await createAccount(request, 'essay-writer');
  const learnerAuth = await bearer(request, account.email, account.password);
  await request.post('/api/enrollments/', {
    headers: learnerAuth,
    data: { course_id: FREE_COURSE },
  });
  const started = await request.post(`/api/quizzes/${quizId}/attempts/`, { headers: learnerAuth });
  const attempt = (await started.json()) as {
    attempt_id: number;
    questions: { question_id: number }[];
  };
  await request.put(`/api/quiz-attempts/${attempt.attempt_id}/answers/`, {
    headers: learnerAuth,
    data: {
      answers: [
        { question_id: attempt.questions[0]!.question_id, response: { text: 'It skews effects.' } },
      ],
    },
  });
  expect(
    (
      await request.post(`/api/quiz-attempts/${attempt.attempt_id}/submit/`, {
        headers: learnerAuth,
      })
    ).status(),
  ).toBe(200);

  await logIn(page, FREE_COURSE_INSTRUCTOR);
  await page.goto(`/quizzes/${quizId}`);
  const attempts = page.getByRole('region', { name: "Learners' attempts" });
  await expect(attempts.getByText('Submitted')).toBeVisible();
  await attempts.getByRole('link', { name: /attempt 1$/ }).click();
  const form = page.getByRole('form', { name: 'Grade this answer' });
  await form.getByLabel('Score (out of 10)').fill('11');
  await form.getByRole('button', { name: 'Save grade' }).click();
  await expect(
    form.getByText('A score cannot be more than the question’s 10 points.'),
  ).toBeVisible();
  await form.getByLabel('Score (out of 10)').fill('8');
  await form.getByLabel('Feedback for the learner').fill('Name one kind of bias next time.');
  await form.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText('8 / 10', { exact: true })).toBeVisible();
  // Learners see a grade only once it is released.
  await page.goto(`/grading?course=${FREE_COURSE}`);
  await page.getByRole('button', { name: new RegExp(`for ${title}$`) }).click();
  await expect(page.getByText('1 grade released.')).toBeVisible();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await logIn(learner, account.email, account.password);
  await learner.goto(`/quiz-attempts/${attempt.attempt_id}`);
  await expect(learner.getByText('8 / 10', { exact: true })).toBeVisible();
  await expect(learner.getByText('Name one kind of bias next time.')).toBeVisible();
  await learnerContext.close();
});
