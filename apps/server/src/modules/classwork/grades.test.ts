import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeWeightMessages, type CourseGrades } from '@academy/contract/grades';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { handInNotebook, takeQuiz } from '../../test/classwork-fixtures.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createAssignmentAs, notebookAssignment } from './assignment-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let otherInstructor: TestUser;
let learner: TestUser;
let stranger: TestUser;
let courseId: number;
let assignmentId: number;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db());
  stranger = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  // A quiz of the single-choice question alone (2 points), answered right: 100 %.
  const form = everyKindQuiz();
  const quizId = await createQuizAs(app(), instructor, courseId, {
    ...form,
    questions: [form.questions[0]!],
  });
  await takeQuiz(app(), learner, quizId, (attempt) => [
    { question_id: attempt.questions[0]!.question_id, response: { choice_ids: [1] } },
  ]);
  // An assignment of 20 points, handed in two started days late (−20 %) and graded 15: 12.
  assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  now = new Date('2026-12-03T09:00:00+06:00');
  const work = await handInNotebook(app(), learner, assignmentId);
  await injectAs(app(), instructor, 'PUT', `/api/assignment-submissions/${work}/grade/`, {
    score: 15,
    feedback: 'Calibrate next time.',
  });
}, 30_000);
afterAll(() => testApp.close());

const grades = async (user: TestUser) => {
  const response = await injectAs(app(), user, 'GET', `/api/courses/${courseId}/grades/`);
  return { status: response.statusCode, body: response.json() as CourseGrades };
};

describe('the Grades tab', () => {
  it('counts released grades only, weighted equally until the instructor sets weights', async () => {
    const before = (await grades(learner)).body;
    // In Classwork's order: dated work first.
    expect(before.items).toEqual([
      expect.objectContaining({ kind: 'assignment', state: 'late', score: null, feedback: null }),
      expect.objectContaining({ kind: 'quiz', state: 'graded', score: 2, max_score: 2 }),
    ]);
    expect(before.total_percent).toBe(100);

    await injectAs(app(), instructor, 'POST', `/api/courses/${courseId}/grades/release/`, {
      all: true,
    });
    const after = (await grades(learner)).body;
    expect(after.items[0]).toMatchObject({
      state: 'graded',
      score: 12,
      feedback: 'Calibrate next time.',
    });
    // Quizzes 100 %, assignments 60 %, half and half.
    expect(after.total_percent).toBe(80);
  });

  it('weighs the categories as the instructor sets them, and refuses weights not adding up to 100', async () => {
    const bad = await injectAs(
      app(),
      instructor,
      'PUT',
      `/api/courses/${courseId}/grade-weights/`,
      {
        quizzes_percent: 40,
        assignments_percent: 50,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ assignments_percent: [gradeWeightMessages.sum] });
    const set = await injectAs(
      app(),
      instructor,
      'PUT',
      `/api/courses/${courseId}/grade-weights/`,
      {
        quizzes_percent: 40,
        assignments_percent: 60,
      },
    );
    expect(set.statusCode).toBe(200);
    // 0.4 × 100 + 0.6 × 60.
    expect((await grades(learner)).body.total_percent).toBe(76);
    const own = (await grades(instructor)).body;
    expect(own).toMatchObject({ can_edit_weights: true, items: [], total_percent: null });
  });

  it('is refused to a stranger, and the weights to a learner and another course’s instructor', async () => {
    expect((await grades(stranger)).status).toBe(403);
    for (const user of [learner, otherInstructor]) {
      const response = await injectAs(
        app(),
        user,
        'PUT',
        `/api/courses/${courseId}/grade-weights/`,
        {
          quizzes_percent: 100,
          assignments_percent: 0,
        },
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await grades(learner)).body.weights).toEqual({
      quizzes_percent: 40,
      assignments_percent: 60,
    });
  });
});
