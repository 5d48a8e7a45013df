import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseGrades } from '@academy/contract/grades';
import { notifications } from '../../db/schema/community.ts';
import { certificates } from '../../db/schema/learning.ts';
import type { BusEvent } from '../../lib/event-bus.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { takeQuiz } from '../../test/classwork-fixtures.ts';
import { createUser, enrolIn } from '../../test/factories.ts';
import {
  createCourseWithLessons,
  injectAs,
  type TestUser,
} from '../learning/learning-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

// An essay's score or feedback changed after its grade was released: the learner hears of it
// once per change, as for an assignment, and the certificate's pass mark is checked again.

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
const now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let learner: TestUser;
let courseId: number;
let attemptId: number;
let questionId: number;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db(), { firstName: 'Rafiq' });
  const { course, lessonIds } = await createCourseWithLessons(db(), 1, {
    instructorId: instructor.id,
    title: 'ML in clinics',
  });
  courseId = course.id;
  await enrolIn(db(), learner.id, courseId);
  const rule = await injectAs(
    app(),
    instructor,
    'PUT',
    `/api/courses/${courseId}/certificate-rule/`,
    {
      requires_pass: true,
      pass_percent: 60,
    },
  );
  expect(rule.statusCode).toBe(200);
  const quizId = await createQuizAs(
    app(),
    instructor,
    courseId,
    everyKindQuiz({
      title: 'Bias essay',
      questions: [{ kind: 'essay', prompt: 'Why does bias matter?', points: 10 }],
    }),
  );
  const attempt = await takeQuiz(app(), learner, quizId, ({ questions }) => [
    { question_id: questions[0]!.question_id, response: { text: 'It skews effects.' } },
  ]);
  attemptId = attempt.attempt_id;
  questionId = attempt.questions[0]!.question_id;
  const done = await injectAs(app(), learner, 'POST', `/api/lessons/${lessonIds[0]}/complete/`);
  expect(done.json().certificate_code).toBeNull();
  expect((await grade(5, 'Name a bias.')).statusCode).toBe(200);
  const released = await injectAs(
    app(),
    instructor,
    'POST',
    `/api/courses/${courseId}/grades/release/`,
    { all: true },
  );
  expect(released.json()).toEqual({ released: 1 });
  await app().jobs.runQueued();
}, 30_000);
afterAll(() => testApp.close());

function grade(score: number, feedback: string) {
  return injectAs(app(), instructor, 'PUT', `/api/quiz-attempts/${attemptId}/grades/`, {
    grades: [{ question_id: questionId, score, feedback }],
  });
}

const gradeNotices = () =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, learner.id), eq(notifications.type, 'grade')));

const mailsToLearner = async () =>
  (await readOutbox(join(testApp.config.dataDir, 'outbox'))).filter(
    (mail) => mail.to === learner.email,
  );

const certificateOfLearner = async () =>
  (
    await db()
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, learner.id), eq(certificates.courseId, courseId)))
  )[0] ?? null;

describe('a released essay grade changed', () => {
  it('sends nothing when the grade is saved again unchanged', async () => {
    const before = (await gradeNotices()).length;
    const mailsBefore = (await mailsToLearner()).length;
    expect((await grade(5, 'Name a bias.')).statusCode).toBe(200);
    await app().jobs.runQueued();
    expect(await gradeNotices()).toHaveLength(before);
    expect(await mailsToLearner()).toHaveLength(mailsBefore);
    expect(await certificateOfLearner()).toBeNull();
  });

  it('tells the learner once, in the centre, live and by mail, and issues the certificate it earns', async () => {
    const before = (await gradeNotices()).length;
    const mailsBefore = (await mailsToLearner()).length;
    const events: BusEvent[] = [];
    const stop = await app().bus.subscribe(learner.id, (event) => events.push(event));
    const regraded = await grade(7, 'Name a bias.');
    stop();
    expect(regraded.statusCode).toBe(200);
    expect(regraded.json()).toMatchObject({ score: 7 });
    const stored = await gradeNotices();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      message: 'Grade changed in ML in clinics: Bias essay',
      textKey: 'grade_changed',
      textParams: { course: 'ML in clinics', title: 'Bias essay' },
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'notification',
        data: expect.objectContaining({ related_object_type: 'grade' }),
      }),
    ]);
    await app().jobs.runQueued();
    const mails = await mailsToLearner();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toBe('Your grade was changed in ML in clinics: Bias essay');
    // 7 of 10 reaches the 60 % pass mark with every lesson done: the certificate, with its grade.
    expect(await certificateOfLearner()).toMatchObject({ gradePercent: 70 });
    const grades = (
      await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/grades/`)
    ).json<CourseGrades>();
    expect(grades.total_percent).toBe(70);

    // New feedback alone is a change too; saving it again is not.
    expect((await grade(7, 'Name a bias and its direction.')).statusCode).toBe(200);
    expect((await grade(7, 'Name a bias and its direction.')).statusCode).toBe(200);
    expect(await gradeNotices()).toHaveLength(before + 2);
  });
});
