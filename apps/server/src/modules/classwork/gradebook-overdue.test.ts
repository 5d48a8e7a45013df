import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gradebook } from '@academy/contract/gradebook';
import type { Classwork, QuizAttempt } from '@academy/contract/quizzes';
import { quizAttempts } from '../../db/schema/classwork.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

// An attempt left open past its time limit shows in the gradebook as the learner's Classwork shows
// it: submitted at its deadline with what was saved, and graded.

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
// Attempts start on the real clock; the gradebook's clock starts there and is moved past the limit.
let now = new Date();
let instructor: TestUser;
let learner: TestUser;
let courseId: number;
let attempt: QuizAttempt;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db(), { firstName: 'Amina', lastName: 'Rahman' });
  courseId = (await createCourse(db(), { instructorId: instructor.id, title: 'ML in clinics' })).id;
  await enrolIn(db(), learner.id, courseId);
  // The single-choice question alone (2 points), 15 minutes to answer it.
  const form = everyKindQuiz();
  const quizId = await createQuizAs(app(), instructor, courseId, {
    ...form,
    title: 'Timed check',
    time_limit_minutes: 15,
    questions: [form.questions[0]!],
  });
  attempt = (await injectAs(app(), learner, 'POST', `/api/quizzes/${quizId}/attempts/`)).json();
  const saved = await injectAs(
    app(),
    learner,
    'PUT',
    `/api/quiz-attempts/${attempt.attempt_id}/answers/`,
    {
      answers: [{ question_id: attempt.questions[0]!.question_id, response: { choice_ids: [1] } }],
    },
  );
  expect(saved.statusCode).toBe(204);
}, 30_000);
afterAll(() => testApp.close());

const gradebookCell = async (path = '') => {
  const response = await injectAs(
    app(),
    instructor,
    'GET',
    `/api/courses/${courseId}/gradebook/${path}`,
  );
  expect(response.statusCode).toBe(200);
  return response;
};

describe('an attempt past its time limit in the gradebook', () => {
  it('is in progress while time remains', async () => {
    const body = (await gradebookCell()).json<Gradebook>();
    expect(body.results[0]!.cells[0]).toMatchObject({ state: 'in_progress', score: null });
  });

  it('is closed at its deadline and shown as the learner’s Classwork shows it', async () => {
    now = new Date(now.getTime() + 60 * 60_000);
    const body = (await gradebookCell()).json<Gradebook>();
    const [stored] = await db()
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.attempt_id));
    expect(stored!.submittedAt?.toISOString()).toBe(stored!.deadlineAt?.toISOString());
    expect(stored!.score).toBe(2);
    const classwork = (
      await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/classwork/`)
    ).json<Classwork>();
    const item = classwork.groups.flatMap((group) => group.items)[0]!;
    expect(item.state).not.toBe('in_progress');
    expect(body.results[0]!.cells[0]).toMatchObject({ state: item.state, score: item.score });
    expect(body.results[0]!.total_percent).toBe(item.score === null ? null : 100);
    const csv = (await gradebookCell('csv/')).body;
    expect(csv).toContain(`Amina Rahman,${learner.email},${item.score ?? item.state}`);
  });
});
