import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradingMessages, type QuizAttempt } from '@academy/contract/quizzes';
import { quizAnswers, quizAttempts } from '../../db/schema/classwork.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let instructor: TestUser;
let otherInstructor: TestUser;
let learner: TestUser;
let quizId: number;
let attempt: QuizAttempt;
let essayId: number;
let singleId: number;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  instructor = await createUser(db(), { role: 'instructor', firstName: 'Nusrat' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db(), { firstName: 'Rafiq', lastName: 'Islam' });
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  const form = everyKindQuiz();
  // Single choice (2 points) and the essay (10 points).
  quizId = await createQuizAs(app(), instructor, courseId, {
    ...form,
    questions: [form.questions[0]!, form.questions[5]!],
  });
  attempt = (await injectAs(app(), learner, 'POST', `/api/quizzes/${quizId}/attempts/`)).json();
  singleId = attempt.questions.find((q) => q.kind === 'single_choice')!.question_id;
  essayId = attempt.questions.find((q) => q.kind === 'essay')!.question_id;
  await injectAs(app(), learner, 'PUT', `/api/quiz-attempts/${attempt.attempt_id}/answers/`, {
    answers: [
      { question_id: singleId, response: { choice_ids: [1] } },
      { question_id: essayId, response: { text: 'Scaled inputs keep gradients comparable.' } },
    ],
  });
}, 30_000);
afterAll(() => testApp.close());

const grade = (user: TestUser, grades: object[], id = attempt.attempt_id) =>
  injectAs(app(), user, 'PUT', `/api/quiz-attempts/${id}/grades/`, { grades });

describe('grading essays by hand', () => {
  it('is refused before the attempt is submitted', async () => {
    const response = await grade(instructor, [{ question_id: essayId, score: 5 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [gradingMessages.notSubmitted] });
  });

  it('lists the attempt waiting for a grade to the instructor only', async () => {
    await injectAs(app(), learner, 'POST', `/api/quiz-attempts/${attempt.attempt_id}/submit/`);
    const list = await injectAs(app(), instructor, 'GET', `/api/quizzes/${quizId}/attempts/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        expect.objectContaining({
          attempt_id: attempt.attempt_id,
          state: 'submitted',
          score: null,
          learner_name: 'Rafiq Islam',
          learner_email: learner.email,
        }),
      ],
    });
    expect(
      (await injectAs(app(), learner, 'GET', `/api/quizzes/${quizId}/attempts/`)).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(app(), otherInstructor, 'GET', `/api/quizzes/${quizId}/attempts/`))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a score above the points, a negative score and an auto-graded question, storing nothing', async () => {
    const above = await grade(instructor, [{ question_id: essayId, score: 11 }]);
    expect(above.json()).toEqual({
      'grades.0.score': [gradingMessages.scoreAbovePoints.replace('{points}', '10')],
    });
    const negative = await grade(instructor, [{ question_id: essayId, score: -1 }]);
    expect(negative.json()).toEqual({ 'grades.0.score': [gradingMessages.scoreNegative] });
    const auto = await grade(instructor, [{ question_id: singleId, score: 0 }]);
    expect(auto.json()).toEqual({ 'grades.0.question_id': [gradingMessages.notHandGraded] });
    const [essay] = await db()
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.questionId, essayId));
    expect(essay?.score).toBeNull();
  });

  it("is refused to the learner (their own attempt) and unknown to another course's instructor", async () => {
    expect((await grade(learner, [{ question_id: essayId, score: 10 }])).statusCode).toBe(403);
    expect((await grade(otherInstructor, [{ question_id: essayId, score: 10 }])).statusCode).toBe(
      404,
    );
  });

  it('stores score and feedback, gives the attempt its total once no essay waits, and shows it once released', async () => {
    const response = await grade(instructor, [
      { question_id: essayId, score: 7.5, feedback: '  Good; mention batch norm.  ' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'graded', score: 9.5 });
    const [stored] = await db()
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.attempt_id));
    expect(stored).toMatchObject({ awaitingGrading: false, score: 9.5 });
    const view = async () =>
      (
        await injectAs(app(), learner, 'GET', `/api/quiz-attempts/${attempt.attempt_id}/`)
      ).json() as QuizAttempt;
    // Until the instructor releases it, the learner sees the attempt submitted, without scores.
    expect(await view()).toMatchObject({ state: 'submitted', score: null });
    const released = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/grades/release/`,
      {
        entries: [{ kind: 'quiz_attempt', id: attempt.attempt_id }],
      },
    );
    expect(released.json()).toEqual({ released: 1 });
    const seen = await view();
    expect(seen).toMatchObject({ state: 'graded', score: 9.5 });
    expect(seen.questions.find((q) => q.question_id === essayId)).toMatchObject({
      score: 7.5,
      feedback: 'Good; mention batch norm.',
    });
    const overview = (await injectAs(app(), learner, 'GET', `/api/quizzes/${quizId}/`)).json();
    expect(overview).toMatchObject({ grade: 9.5, passed: true });
  });
});
