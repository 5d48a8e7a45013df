import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizMessages } from '@academy/contract/quizzes';
import { quizQuestions, quizzes } from '../../db/schema/classwork.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let instructor: TestUser;
let otherInstructor: TestUser;
let admin: TestUser;
let learner: TestUser;
let courseId: number;
let moduleId: number;
let foreignModuleId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  admin = await createUser(db(), { role: 'admin' });
  learner = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  const otherCourse = await createCourse(db(), { instructorId: otherInstructor.id });
  await enrolIn(db(), learner.id, courseId);
  [{ id: moduleId }, { id: foreignModuleId }] = (await db()
    .insert(courseModules)
    .values([
      { courseId, title: 'Tensors', position: 1 },
      { courseId: otherCourse.id, title: 'Elsewhere', position: 1 },
    ])
    .returning({ id: courseModules.id })) as [{ id: number }, { id: number }];
}, 30_000);
afterAll(() => testApp.close());

const create = (user: TestUser | null, form: object, id: number = courseId) =>
  injectAs(app(), user, 'POST', `/api/courses/${id}/quizzes/`, form);

describe('POST /api/courses/{id}/quizzes/', () => {
  it('stores the quiz, its settings and every question with its answer key', async () => {
    const response = await create(
      instructor,
      everyKindQuiz({ module_id: moduleId, closes_at: '2030-01-31T23:59:00+06:00' }),
    );
    expect(response.statusCode).toBe(201);
    const quizId = response.json().quiz_id as number;
    const [quiz] = await db().select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz).toMatchObject({
      courseId,
      moduleId,
      title: 'Week 1 check',
      passPercent: 60,
      isPublished: true,
      // Asia/Dhaka is UTC+6: 23:59 there is 17:59 UTC.
      closesAt: new Date('2030-01-31T17:59:00Z'),
    });
    const questions = await db()
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(quizQuestions.position);
    expect(questions.map((q) => [q.kind, q.points, q.answerKey])).toEqual([
      ['single_choice', 2, { choice_ids: [1] }],
      ['multiple_choice', 3, { choice_ids: [1, 2, 4] }],
      ['true_false', 1, { answer: true }],
      ['short_text', 2, { accepted_answers: ['10', 'Ten'] }],
      ['numeric', 3, { value: 3.14159, tolerance: 0.01 }],
      ['essay', 10, {}],
    ]);
    expect(questions[1]).toMatchObject({
      choices: ['ReLU', 'Sigmoid', 'Adam', 'Tanh'],
      partialCredit: true,
    });
  });

  it('answers every bad field in the DRF shape and stores nothing', async () => {
    const before = await db().select().from(quizzes);
    const form = everyKindQuiz({
      title: '  ',
      opens_at: '2030-02-01T10:00:00+06:00',
      closes_at: '2030-02-01T09:00:00+06:00',
      pass_percent: 101,
      max_attempts: 0,
      questions: [
        {
          kind: 'single_choice',
          prompt: 'Two right answers?',
          points: 0,
          choices: [
            { text: 'A', is_correct: true },
            { text: 'B', is_correct: true },
          ],
        },
        { kind: 'short_text', prompt: 'Nothing accepted', points: 1, accepted_answers: [] },
        { kind: 'numeric', prompt: 'Tolerance?', points: 1, answer: 1, tolerance: -1 },
      ],
    });
    const response = await create(instructor, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: [quizMessages.blank],
      closes_at: [quizMessages.closesBeforeOpens],
      pass_percent: [quizMessages.passRange],
      max_attempts: [quizMessages.attemptsRange],
      'questions.0.points': [quizMessages.pointsRange],
      'questions.0.choices': [quizMessages.oneCorrectChoice],
      'questions.1.accepted_answers': [quizMessages.noAcceptedAnswer],
      'questions.2.tolerance': [quizMessages.toleranceRange],
    });
    expect(await db().select().from(quizzes)).toHaveLength(before.length);
  });

  it('needs a closing time to show answers after close, and a module of this course', async () => {
    const noClose = await create(instructor, everyKindQuiz({ show_answers: 'after_close' }));
    expect(noClose.json()).toEqual({ closes_at: [quizMessages.afterCloseNeedsClose] });
    const foreign = await create(instructor, everyKindQuiz({ module_id: foreignModuleId }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ module_id: [quizMessages.moduleNotInCourse] });
  });

  it('is refused to learners, other instructors and visitors; staff may', async () => {
    expect((await create(learner, everyKindQuiz())).statusCode).toBe(403);
    expect((await create(otherInstructor, everyKindQuiz())).statusCode).toBe(403);
    expect((await create(null, everyKindQuiz())).statusCode).toBe(401);
    expect((await create(admin, everyKindQuiz())).statusCode).toBe(201);
  });
});

describe('GET and PUT /api/instructor-quizzes/{id}/', () => {
  it('gives the instructor the form back with its keys; learners never see it', async () => {
    const form = everyKindQuiz({ module_id: moduleId });
    const quizId = await createQuizAs(app(), instructor, courseId, form);
    const response = await injectAs(app(), instructor, 'GET', `/api/instructor-quizzes/${quizId}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ quiz_id: quizId, course_id: courseId, questions_locked: false });
    expect(body.form.questions[1]).toEqual({
      kind: 'multiple_choice',
      prompt: 'Which are activation functions?',
      points: 3,
      explanation: '',
      partial_credit: true,
      choices: [
        { text: 'ReLU', is_correct: true },
        { text: 'Sigmoid', is_correct: true },
        { text: 'Adam', is_correct: false },
        { text: 'Tanh', is_correct: true },
      ],
    });
    const asLearner = await injectAs(app(), learner, 'GET', `/api/instructor-quizzes/${quizId}/`);
    expect(asLearner.statusCode).toBe(403);
    const asOther = await injectAs(
      app(),
      otherInstructor,
      'PUT',
      `/api/instructor-quizzes/${quizId}/`,
      form,
    );
    expect(asOther.statusCode).toBe(403);
  });

  it('changes settings at any time but questions only until the first attempt', async () => {
    const form = everyKindQuiz();
    const quizId = await createQuizAs(app(), instructor, courseId, form);
    const renamed = await injectAs(app(), instructor, 'PUT', `/api/instructor-quizzes/${quizId}/`, {
      ...form,
      title: 'Renamed',
      questions: form.questions.slice(0, 2),
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      await db().select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)),
    ).toHaveLength(2);

    const started = await injectAs(app(), learner, 'POST', `/api/quizzes/${quizId}/attempts/`);
    expect(started.statusCode).toBe(201);
    const locked = await injectAs(app(), instructor, 'PUT', `/api/instructor-quizzes/${quizId}/`, {
      ...form,
      questions: form.questions.slice(0, 1),
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ questions: [quizMessages.questionsLocked] });
    const settingsOnly = await injectAs(
      app(),
      instructor,
      'PUT',
      `/api/instructor-quizzes/${quizId}/`,
      {
        ...form,
        title: 'Settings only',
        pass_percent: 80,
        questions: form.questions.slice(0, 2),
      },
    );
    expect(settingsOnly.statusCode).toBe(200);
    const [quiz] = await db().select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz).toMatchObject({ title: 'Settings only', passPercent: 80 });
    const detail = await injectAs(app(), instructor, 'GET', `/api/instructor-quizzes/${quizId}/`);
    expect(detail.json()).toMatchObject({ questions_locked: true, attempts_count: 1 });
  });

  it('hides a draft from learners and deletes a quiz with its attempts', async () => {
    const quizId = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ is_published: false }),
    );
    expect((await injectAs(app(), learner, 'GET', `/api/quizzes/${quizId}/`)).statusCode).toBe(404);
    expect(
      (await injectAs(app(), learner, 'POST', `/api/quizzes/${quizId}/attempts/`)).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(app(), learner, 'DELETE', `/api/instructor-quizzes/${quizId}/`)).statusCode,
    ).toBe(404);
    const deleted = await injectAs(
      app(),
      instructor,
      'DELETE',
      `/api/instructor-quizzes/${quizId}/`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(quizzes).where(eq(quizzes.id, quizId))).toEqual([]);
  });
});
