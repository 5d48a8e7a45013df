import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { bearer, createAccount, signIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// The instructor's gradebook and its CSV, and a certificate that waits for a passing grade. Each
// test makes its own course (one lesson, one essay quiz) and learner, so nothing it changes (a
// pass mark, a release of every grade) touches the demo courses other journeys use.

const INSTRUCTOR = 'ashraful.karim@academy.test';

/**
 * A published free course of one lesson with one essay quiz worth 10 points, a fresh learner
 * enrolled in it who has submitted an answer, and the answer's ids for grading it.
 */
async function courseWithSubmittedEssay(request: APIRequestContext, prefix: string) {
  const instructorAuth = await bearer(request, INSTRUCTOR);
  const courseTitle = uniqueText('Bias in trials');
  const created = await request.post('/api/create-course/', {
    headers: instructorAuth,
    data: {
      title: courseTitle,
      description: 'Where bias comes from and how trials guard against it.',
      price: 0,
      category_id: 1,
      // New courses are drafts unless published on creation; learners enrol in this one.
      status: 'published',
      modules: [{ title: 'Bias', lessons: [{ title: 'Selection bias' }] }],
    },
  });
  expect(created.status()).toBe(201);
  const { course_id: courseId } = (await created.json()) as { course_id: number };

  const quizTitle = uniqueText('Reflection');
  const quiz = await request.post(`/api/courses/${courseId}/quizzes/`, {
    headers: instructorAuth,
    data: {
      title: quizTitle,
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
  expect(quiz.status()).toBe(201);
  const { quiz_id: quizId } = (await quiz.json()) as { quiz_id: number };

  const account = await createAccount(request, prefix);
  const learnerAuth = await bearer(request, account.email, account.password);
  const enrolled = await request.post('/api/enrollments/', {
    headers: learnerAuth,
    data: { course_id: courseId },
  });
  expect(enrolled.status()).toBe(201);
  const started = await request.post(`/api/quizzes/${quizId}/attempts/`, { headers: learnerAuth });
  expect(started.status()).toBe(201);
  const attempt = (await started.json()) as {
    attempt_id: number;
    questions: { question_id: number }[];
  };
  const questionId = attempt.questions[0]!.question_id;
  await request.put(`/api/quiz-attempts/${attempt.attempt_id}/answers/`, {
    headers: learnerAuth,
    data: { answers: [{ question_id: questionId, response: { text: 'It skews effects.' } }] },
  });
  const submitted = await request.post(`/api/quiz-attempts/${attempt.attempt_id}/submit/`, {
    headers: learnerAuth,
  });
  expect(submitted.status()).toBe(200);

  /** Grades the essay (not yet released), as the instructor. */
  const grade = async (score: number) => {
    const graded = await request.put(`/api/quiz-attempts/${attempt.attempt_id}/grades/`, {
      headers: instructorAuth,
      data: { grades: [{ question_id: questionId, score, feedback: 'Name one kind of bias.' }] },
    });
    expect(graded.status()).toBe(200);
  };
  return { courseId, courseTitle, quizTitle, instructorAuth, account, learnerAuth, grade };
}

test('an instructor opens the gradebook from the Grades tab and downloads it as CSV', async ({
  page,
  request,
}) => {
  const course = await courseWithSubmittedEssay(request, 'gradebook-row');
  await course.grade(7);
  const released = await request.post(`/api/courses/${course.courseId}/grades/release/`, {
    headers: course.instructorAuth,
    data: { all: true },
  });
  expect(released.status()).toBe(200);

  await signIn(page, INSTRUCTOR);
  await page.goto(`/course/${course.courseId}/progress?tab=grades`);
  await page.getByRole('link', { name: 'Open the gradebook' }).click();
  const table = page.getByRole('region', {
    name: `Grades of every learner in ${course.courseTitle}`,
  });
  const row = table.getByRole('row').filter({ hasText: course.account.email });
  await expect(row.getByRole('rowheader')).toContainText('Farzana Akter');
  await expect(row.getByText('7 / 10', { exact: true })).toBeVisible();
  await expect(row.getByText('70%', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gradebook-course-${course.courseId}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const [header] = text.split('\r\n');
  expect(header).toContain(course.quizTitle);
  expect(header).toContain('Total');
  expect(text).toContain('Farzana Akter');
  expect(text).toContain(course.account.email);
});

test('a learner short of the pass mark earns the certificate once a passing grade is released', async ({
  page,
  browser,
  request,
}) => {
  // Two people and several pages: a budget of its own, like the other two-person journeys.
  test.setTimeout(60_000);
  const course = await courseWithSubmittedEssay(request, 'pass-mark');
  const rule = await request.put(`/api/courses/${course.courseId}/certificate-rule/`, {
    headers: course.instructorAuth,
    data: { requires_pass: true, pass_percent: 60 },
  });
  expect(rule.status()).toBe(200);
  const lessons = await request.get(`/api/enrolled-course/${course.courseId}/`, {
    headers: course.learnerAuth,
  });
  const body = (await lessons.json()) as { modules: { lessons: { lesson_id: number }[] }[] };
  for (const lesson of body.modules.flatMap((module) => module.lessons)) {
    const done = await request.post(`/api/lessons/${lesson.lesson_id}/complete/`, {
      headers: course.learnerAuth,
    });
    expect(done.status()).toBe(200);
  }

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, course.account.email, course.account.password);
  await learner.goto(`/course/${course.courseId}/progress`);
  const notice = learner.getByRole('note', { name: 'Reach 60% to earn your certificate' });
  await expect(notice.getByText('No grade has been released yet.')).toBeVisible();
  await expect(learner.getByText('You completed this course!')).toHaveCount(0);

  await course.grade(8);
  await signIn(page, INSTRUCTOR);
  await page.goto(`/grading?course=${course.courseId}`);
  await page.getByRole('button', { name: new RegExp(`for ${course.quizTitle}$`) }).click();
  await expect(page.getByText('1 grade released.')).toBeVisible();

  await learner.reload();
  await expect(learner.getByText('You completed this course!')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await learner.getByRole('link', { name: 'Verification page' }).click();
  await expect(learner.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(learner.getByRole('link', { name: course.courseTitle })).toBeVisible();
  await expect(learner.getByText('80%', { exact: true })).toBeVisible();
  await learnerContext.close();
});
