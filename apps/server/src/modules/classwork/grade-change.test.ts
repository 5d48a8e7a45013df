import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseGrades } from '@academy/contract/grades';
import { notifications } from '../../db/schema/community.ts';
import type { BusEvent } from '../../lib/event-bus.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createClassroom, handInNotebook } from '../../test/classwork-fixtures.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createAssignmentAs, notebookAssignment } from './assignment-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
const now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let learner: TestUser;
let courseId: number;
let work: number;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  ({ instructor, learner, courseId } = await createClassroom(db(), {
    learner: { firstName: 'Rafiq' },
    course: { title: 'ML in clinics' },
  }));
  const assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  work = await handInNotebook(app(), learner, assignmentId);
  await grade(15, 'Good start.');
  await injectAs(app(), instructor, 'POST', `/api/courses/${courseId}/grades/release/`, {
    all: true,
  });
  await app().jobs.runQueued();
}, 30_000);
afterAll(() => testApp.close());

function grade(score: number, feedback: string) {
  return injectAs(app(), instructor, 'PUT', `/api/assignment-submissions/${work}/grade/`, {
    score,
    feedback,
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

describe('a released grade changed', () => {
  it('sends nothing when the grade is saved again unchanged', async () => {
    const before = (await gradeNotices()).length;
    const mailsBefore = (await mailsToLearner()).length;
    expect((await grade(15, 'Good start.')).statusCode).toBe(200);
    await app().jobs.runQueued();
    expect(await gradeNotices()).toHaveLength(before);
    expect(await mailsToLearner()).toHaveLength(mailsBefore);
  });

  it('tells the learner once, in the centre, live and by mail, and the Grades tab shows it', async () => {
    const before = (await gradeNotices()).length;
    const mailsBefore = (await mailsToLearner()).length;
    const events: BusEvent[] = [];
    const stop = await app().bus.subscribe(learner.id, (event) => events.push(event));
    expect((await grade(18, 'Good start.')).statusCode).toBe(200);
    stop();
    const stored = await gradeNotices();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      message: 'Grade changed in ML in clinics: Train a classifier',
      textKey: 'grade_changed',
      textParams: { course: 'ML in clinics', title: 'Train a classifier' },
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
    expect(mails.at(-1)?.subject).toBe(
      'Your grade was changed in ML in clinics: Train a classifier',
    );
    const grades = (
      await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/grades/`)
    ).json<CourseGrades>();
    expect(grades.items[0]).toMatchObject({ state: 'graded', score: 18, feedback: 'Good start.' });

    // New feedback alone is a change too; saving it again is not.
    expect((await grade(18, 'Good start; cite the data set.')).statusCode).toBe(200);
    expect((await grade(18, 'Good start; cite the data set.')).statusCode).toBe(200);
    expect(await gradeNotices()).toHaveLength(before + 2);
  });
});
