import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentOverview } from '@academy/contract/assignments';
import { gradeMessages, type GradingQueueEntry } from '@academy/contract/grading';
import type { QuizAttempt } from '@academy/contract/quizzes';
import { assignmentGrades } from '../../db/schema/assignments.ts';
import { quizAttempts } from '../../db/schema/classwork.ts';
import { notifications } from '../../db/schema/community.ts';
import type { BusEvent } from '../../lib/event-bus.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { handInNotebook, notebookWork, takeQuiz } from '../../test/classwork-fixtures.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createAssignmentAs, notebookAssignment, submitFileAs } from './assignment-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let otherInstructor: TestUser;
let staff: TestUser;
let learner: TestUser;
let classmate: TestUser;
let courseId: number;
let otherCourseId: number;
let assignmentId: number;
let rubricAssignmentId: number;
let learnerWork: number;
let classmateWork: number;
let attemptId: number;
let essayId: number;

const rubric = [
  {
    title: 'Code',
    levels: [
      { title: 'Clean', points: 12 },
      { title: 'Messy', points: 4 },
    ],
  },
  {
    title: 'Report',
    levels: [
      { title: 'Clear', points: 8 },
      { title: 'Missing', points: 0 },
    ],
  },
];

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  staff = await createUser(db(), { role: 'admin' });
  learner = await createUser(db(), { firstName: 'Rafiq', language: 'bn' });
  classmate = await createUser(db(), { firstName: 'Nadia' });
  courseId = (await createCourse(db(), { instructorId: instructor.id, title: 'ML in clinics' })).id;
  otherCourseId = (await createCourse(db(), { instructorId: otherInstructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  await enrolIn(db(), classmate.id, courseId);
  assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  rubricAssignmentId = await createAssignmentAs(
    app(),
    instructor,
    courseId,
    notebookAssignment({ title: 'Rubric work', rubric }),
  );
  learnerWork = await handInNotebook(app(), learner, assignmentId);
  now = new Date('2026-12-03T09:00:00+06:00'); // 2 started days late: −20 %
  classmateWork = await handInNotebook(app(), classmate, assignmentId);

  const form = everyKindQuiz();
  const quizId = await createQuizAs(app(), instructor, courseId, {
    ...form,
    title: 'Essay check',
    questions: [form.questions[0]!, form.questions[5]!],
  });
  const attempt = await takeQuiz(app(), learner, quizId, ({ questions }) => [
    {
      question_id: questions.find((q) => q.kind === 'single_choice')!.question_id,
      response: { choice_ids: [1] },
    },
    {
      question_id: questions.find((q) => q.kind === 'essay')!.question_id,
      response: { text: 'Scaling keeps gradients comparable.' },
    },
  ]);
  attemptId = attempt.attempt_id;
  // Attempts are timed on the real clock: dated the day before the hand-ins, as if taken then,
  // so the queue's order does not depend on the day the suite runs.
  await db()
    .update(quizAttempts)
    .set({ submittedAt: new Date('2026-11-27T10:00:00+06:00') })
    .where(eq(quizAttempts.id, attemptId));
  essayId = attempt.questions.find((q) => q.kind === 'essay')!.question_id;
}, 30_000);
afterAll(() => testApp.close());

const queue = async (user: TestUser, query = '') => {
  const response = await injectAs(app(), user, 'GET', `/api/grading-queue/${query}`);
  return { status: response.statusCode, body: response.json() };
};
const gradeWork = (user: TestUser, id: number, body: object) =>
  injectAs(app(), user, 'PUT', `/api/assignment-submissions/${id}/grade/`, body);
const release = (user: TestUser, body: object, course = courseId) =>
  injectAs(app(), user, 'POST', `/api/courses/${course}/grades/release/`, body);
const learnerView = async (user: TestUser) =>
  (
    await injectAs(app(), user, 'GET', `/api/assignments/${assignmentId}/`)
  ).json() as AssignmentOverview;

describe('the grading queue', () => {
  it('lists every piece of work waiting, to the course’s instructor and staff only', async () => {
    for (const user of [instructor, staff]) {
      const { status, body } = await queue(user, `?course=${courseId}&state=waiting`);
      expect(status).toBe(200);
      expect(body.count).toBe(3);
      expect(body.results.map((entry: GradingQueueEntry) => [entry.kind, entry.id])).toEqual([
        // Oldest first: the quiz attempt (dated the day before), then the two hand-ins.
        ['quiz_attempt', attemptId],
        ['assignment', learnerWork],
        ['assignment', classmateWork],
      ]);
    }
    const late = (await queue(instructor, `?kind=assignment&item=${assignmentId}`)).body.results;
    expect(late[1]).toMatchObject({
      learner_name: expect.stringContaining('Nadia'),
      is_late: true,
      penalty_percent: 20,
      state: 'waiting',
      score: null,
      max_score: 20,
    });
    expect((await queue(otherInstructor)).body.count).toBe(0);
    expect((await queue(learner)).status).toBe(403);
  });
});

describe('grading an assignment', () => {
  it('refuses a score above the points, a negative score and rubric levels that do not fit', async () => {
    const above = await gradeWork(instructor, learnerWork, { score: 20.5 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      score: [gradeMessages.scoreAbovePoints.replace('{points}', '20')],
    });
    const negative = await gradeWork(instructor, learnerWork, { score: -1 });
    expect(negative.json()).toEqual({ score: [gradeMessages.scoreNegative] });
    const nothing = await gradeWork(instructor, learnerWork, { feedback: 'Nice' });
    expect(nothing.json()).toEqual({ score: [gradeMessages.scoreOrRubric] });
    const noRubric = await gradeWork(instructor, learnerWork, { rubric_levels: [0, 0] });
    expect(noRubric.json()).toEqual({ rubric_levels: [gradeMessages.rubricLevels] });
    expect(await db().select().from(assignmentGrades)).toEqual([]);
  });

  it('is unknown to the learner, a classmate and another course’s instructor', async () => {
    for (const user of [learner, classmate, otherInstructor]) {
      expect((await gradeWork(user, learnerWork, { score: 20 })).statusCode).toBe(404);
      expect(
        (await injectAs(app(), user, 'GET', `/api/assignment-submissions/${learnerWork}/`))
          .statusCode,
      ).toBe(404);
    }
    expect((await gradeWork(instructor, 999_999, { score: 1 })).statusCode).toBe(404);
  });

  it('scores from the rubric on the server, and keeps the grade from the learner until released', async () => {
    const work = (await submitFileAs(app(), learner, rubricAssignmentId, notebookWork())).json();
    const bad = await gradeWork(instructor, work.submission_id, { rubric_levels: [0, 5] });
    expect(bad.json()).toEqual({ rubric_levels: [gradeMessages.rubricLevels] });
    const graded = await gradeWork(instructor, work.submission_id, {
      rubric_levels: [1, 0],
      score: 20,
      feedback: 'Tidy the code.',
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().grade).toMatchObject({
      score: 12,
      rubric_levels: [1, 0],
      released_at: null,
    });

    const first = await gradeWork(instructor, learnerWork, { score: 18, feedback: ' Good work ' });
    expect(first.json().grade).toMatchObject({ score: 18, final_score: 18, feedback: 'Good work' });
    await gradeWork(staff, classmateWork, { score: 15 });
    expect(await learnerView(learner)).toMatchObject({ state: 'submitted', grade: null });
    expect(await learnerView(classmate)).toMatchObject({ state: 'late', grade: null });
  });
});

describe('releasing grades', () => {
  it('is refused to another course’s instructor, a learner, and for grades of another course', async () => {
    const entries = [{ kind: 'assignment', id: learnerWork }];
    expect((await release(otherInstructor, { entries })).statusCode).toBe(403);
    expect((await release(learner, { entries })).statusCode).toBe(403);
    const elsewhere = await release(otherInstructor, { entries }, otherCourseId);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ 'entries.0.id': [gradeMessages.notReleasable] });
    const empty = await release(instructor, {});
    expect(empty.json()).toEqual({ entries: [gradeMessages.nothingToRelease] });
    // An essay not graded yet cannot be released, and nothing else is released with it.
    const mixed = await release(instructor, {
      entries: [...entries, { kind: 'quiz_attempt', id: attemptId }],
    });
    expect(mixed.json()).toEqual({ 'entries.1.id': [gradeMessages.notReleasable] });
    expect((await learnerView(learner)).grade).toBeNull();
  });

  it('releases one grade: the learner sees it, is notified live, in the centre and by mail', async () => {
    const events: BusEvent[] = [];
    const stop = await app().bus.subscribe(learner.id, (event) => events.push(event));
    const response = await release(instructor, {
      entries: [{ kind: 'assignment', id: learnerWork }],
    });
    expect(response.json()).toEqual({ released: 1 });
    expect(await learnerView(learner)).toMatchObject({
      state: 'graded',
      grade: { score: 18, final_score: 18, penalty_percent: 0, feedback: 'Good work' },
    });
    expect((await learnerView(classmate)).grade).toBeNull();
    const stored = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(stored).toEqual([
      expect.objectContaining({
        type: 'grade',
        courseId,
        message: 'Grade released in ML in clinics: Train a classifier',
      }),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'notification',
        data: expect.objectContaining({ related_object_type: 'grade' }),
      }),
    ]);
    stop();
    await app().jobs.runQueued();
    const mails = await readOutbox(join(testApp.config.dataDir, 'outbox'));
    const mail = mails.find((m) => m.to === learner.email);
    expect(mail?.subject).toBe('ML in clinics-এ আপনার গ্রেড প্রকাশিত: Train a classifier');
    expect(mails.some((m) => m.to === classmate.email)).toBe(false);
  });

  it('releases all at once, the late penalty taken off, and quiz essays follow the same rule', async () => {
    const essay = await injectAs(
      app(),
      instructor,
      'PUT',
      `/api/quiz-attempts/${attemptId}/grades/`,
      {
        grades: [{ question_id: essayId, score: 6, feedback: 'Mention batch norm.' }],
      },
    );
    expect(essay.statusCode).toBe(200);
    const hidden: QuizAttempt = (
      await injectAs(app(), learner, 'GET', `/api/quiz-attempts/${attemptId}/`)
    ).json();
    expect(hidden).toMatchObject({ state: 'submitted', score: null });
    expect(hidden.questions.find((q) => q.kind === 'essay')).toMatchObject({
      score: null,
      feedback: null,
    });

    const response = await release(instructor, { all: true });
    expect(response.json()).toEqual({ released: 3 });
    expect(await learnerView(classmate)).toMatchObject({
      state: 'graded',
      grade: { score: 15, penalty_percent: 20, final_score: 12 },
    });
    const seen: QuizAttempt = (
      await injectAs(app(), learner, 'GET', `/api/quiz-attempts/${attemptId}/`)
    ).json();
    expect(seen).toMatchObject({ state: 'graded', score: 8 });
    const items = (await injectAs(app(), classmate, 'GET', `/api/courses/${courseId}/classwork/`))
      .json()
      .groups.flatMap((group: { items: object[] }) => group.items);
    expect(items).toContainEqual(
      expect.objectContaining({ item_id: assignmentId, state: 'graded', score: 12 }),
    );
    expect((await queue(instructor, `?course=${courseId}&state=released`)).body.count).toBe(4);
    expect((await release(instructor, { all: true })).json()).toEqual({ released: 0 });
  });
});

describe('the OpenAPI document', () => {
  it('describes every assignment and grading endpoint', async () => {
    const spec = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = [
      ['post', '/api/courses/{courseId}/assignments/'],
      ['get', '/api/instructor-assignments/{id}/'],
      ['put', '/api/instructor-assignments/{id}/'],
      ['delete', '/api/instructor-assignments/{id}/'],
      ['get', '/api/assignments/{id}/'],
      ['post', '/api/assignments/{id}/submissions/'],
      ['get', '/api/assignment-submissions/{id}/file/'],
      ['get', '/api/assignment-submissions/{id}/'],
      ['put', '/api/assignment-submissions/{id}/grade/'],
      ['get', '/api/grading-queue/'],
      ['post', '/api/courses/{courseId}/grades/release/'],
    ];
    for (const [method, path] of operations) {
      expect(spec.paths[path!]?.[method!]?.summary, `${method} ${path}`).toEqual(
        expect.any(String),
      );
    }
  });
});
