import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages, type AssignmentOverview } from '@academy/contract/assignments';
import { gradeMessages } from '@academy/contract/grading';
import { assignmentGrades, assignmentSubmissions } from '../../db/schema/assignments.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createAssignmentAs, notebookAssignment } from './assignment-test-helpers.ts';

// A new version after grading (docs/rules.md, Assignments): the course decides whether one is
// taken once the grade is released; the learner is told beforehand what happens to the grade
// and the late penalty the version would get; a regrade below the released grade is released
// only when the instructor confirms it; late days count from the assignment's due time as it
// stands, extensions included.

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let learner: TestUser;
let courseId: number;

const rubric = [
  {
    title: 'Split',
    levels: [
      { title: 'By patient', points: 10 },
      { title: 'By admission', points: 0 },
    ],
  },
  {
    title: 'Evaluation',
    levels: [
      { title: 'AUROC and calibration', points: 10 },
      { title: 'AUROC only', points: 7 },
    ],
  },
];

/** Due 1 Dec 23:59 in Dhaka, taken late until 10 Dec, 10 % a started day down to 50 %. */
const textAssignment = () =>
  notebookAssignment({
    submission_kind: 'text',
    rubric,
    cutoff_at: '2026-12-10T23:59:00+06:00',
  });

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
}, 30_000);
afterAll(() => testApp.close());

const hand = (assignmentId: number, text: string) =>
  injectAs(app(), learner, 'POST', `/api/assignments/${assignmentId}/submissions/`, { text });
const overview = async (assignmentId: number) =>
  (
    await injectAs(app(), learner, 'GET', `/api/assignments/${assignmentId}/`)
  ).json() as AssignmentOverview;
const grade = (submissionId: number, body: object) =>
  injectAs(app(), instructor, 'PUT', `/api/assignment-submissions/${submissionId}/grade/`, body);
const release = (submissionId: number) =>
  injectAs(app(), instructor, 'POST', `/api/courses/${courseId}/grades/release/`, {
    entries: [{ kind: 'assignment', id: submissionId }],
  });
const storedGrade = async (assignmentId: number) => {
  const [row] = await db()
    .select()
    .from(assignmentGrades)
    .where(
      and(eq(assignmentGrades.assignmentId, assignmentId), eq(assignmentGrades.userId, learner.id)),
    );
  return row!;
};

/** An assignment with the learner's first version handed in on time, graded 17/20 and released. */
async function releasedSeventeen() {
  now = new Date('2026-11-28T10:00:00+06:00');
  const assignmentId = await createAssignmentAs(app(), instructor, courseId, textAssignment());
  const first = (await hand(assignmentId, 'Split by patient; AUROC only.')).json().submission_id;
  expect(
    (await grade(first, { rubric_levels: [0, 1], feedback: 'Add calibration.' })).statusCode,
  ).toBe(200);
  expect((await release(first)).statusCode).toBe(200);
  return { assignmentId, first: first as number };
}

describe('a new version after the grade is released', () => {
  it('is refused unless the course takes them, and the page says so', async () => {
    const { assignmentId } = await releasedSeventeen();
    const page = await overview(assignmentId);
    expect(page).toMatchObject({
      can_submit: false,
      blocked_reason: assignmentMessages.gradedFinal,
    });
    const refused = await hand(assignmentId, 'A better version.');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [assignmentMessages.gradedFinal] });
    const versions = await db()
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, assignmentId));
    expect(versions).toHaveLength(1);
  });

  it('is taken before the release, whatever the course says', async () => {
    now = new Date('2026-11-28T10:00:00+06:00');
    const assignmentId = await createAssignmentAs(app(), instructor, courseId, textAssignment());
    const first = (await hand(assignmentId, 'First.')).json().submission_id;
    await grade(first, { rubric_levels: [0, 1], feedback: null });
    expect((await overview(assignmentId)).can_submit).toBe(true);
    expect((await hand(assignmentId, 'Second.')).statusCode).toBe(201);
  });

  it('tells the learner beforehand the grade it replaces and the penalty it would get', async () => {
    await db().update(courses).set({ resubmitAfterRelease: true }).where(eq(courses.id, courseId));
    const { assignmentId } = await releasedSeventeen();
    // 1 day 18 hours after the due time (1 Dec 23:59): two started days.
    now = new Date('2026-12-03T17:59:00+06:00');
    const page = await overview(assignmentId);
    expect(page.can_submit).toBe(true);
    expect(page.grade).toMatchObject({ score: 17, final_score: 17 });
    expect(page.if_submitted_now).toEqual({ days_late: 2, penalty_percent: 20 });

    const second = await hand(assignmentId, 'Split by patient; AUROC and calibration.');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      version: 2,
      is_late: true,
      days_late: 2,
      penalty_percent: 20,
    });
    // The released grade still counts until the new version is graded and released.
    expect((await overview(assignmentId)).grade).toMatchObject({ score: 17, final_score: 17 });
    await db().update(courses).set({ resubmitAfterRelease: false }).where(eq(courses.id, courseId));
  });
});

describe('regrading a new version', () => {
  it('starts from the earlier grade and refuses to release a lower one unconfirmed', async () => {
    await db().update(courses).set({ resubmitAfterRelease: true }).where(eq(courses.id, courseId));
    const { assignmentId, first } = await releasedSeventeen();
    now = new Date('2026-12-04T09:00:00+06:00'); // three started days late: −30 %
    const second = (await hand(assignmentId, 'Calibration added.')).json().submission_id;

    const form = await injectAs(app(), instructor, 'GET', `/api/assignment-submissions/${second}/`);
    expect(form.json().grade).toMatchObject({
      score: 17,
      final_score: 17,
      rubric_levels: [0, 1],
      feedback: 'Add calibration.',
      is_current: false,
      submission_id: first,
      version: 1,
    });
    expect(form.json().grade.released_at).not.toBeNull();

    // Full marks less 30 % is 14, below the 17 the learner sees: not without confirming.
    const unconfirmed = await grade(second, { rubric_levels: [0, 0], feedback: 'Well done.' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({
      confirm_lower: [
        gradeMessages.lowerThanReleased.replace('{released}', '17').replace('{new}', '14'),
      ],
    });
    expect(await storedGrade(assignmentId)).toMatchObject({ submissionId: first, score: 17 });
    expect((await overview(assignmentId)).grade).toMatchObject({ final_score: 17 });

    const confirmed = await grade(second, {
      rubric_levels: [0, 0],
      feedback: 'Well done.',
      confirm_lower: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await storedGrade(assignmentId)).toMatchObject({ submissionId: second, score: 20 });
    expect((await overview(assignmentId)).grade).toMatchObject({ score: 20, final_score: 14 });
    await db().update(courses).set({ resubmitAfterRelease: false }).where(eq(courses.id, courseId));
  });

  it('releases a regrade at or above the released grade without asking', async () => {
    await db().update(courses).set({ resubmitAfterRelease: true }).where(eq(courses.id, courseId));
    const { assignmentId } = await releasedSeventeen();
    now = new Date('2026-11-30T09:00:00+06:00'); // on time
    const second = (await hand(assignmentId, 'Calibration added.')).json().submission_id;
    expect((await grade(second, { rubric_levels: [0, 0], feedback: null })).statusCode).toBe(200);
    expect((await overview(assignmentId)).grade).toMatchObject({ final_score: 20 });
    await db().update(courses).set({ resubmitAfterRelease: false }).where(eq(courses.id, courseId));
  });
});

describe('late days', () => {
  it('follow the due time when the instructor moves it (an extension)', async () => {
    now = new Date('2026-11-28T10:00:00+06:00');
    const assignmentId = await createAssignmentAs(app(), instructor, courseId, textAssignment());
    now = new Date('2026-12-04T09:00:00+06:00'); // three started days after 1 Dec 23:59
    const late = (await hand(assignmentId, 'Late.')).json();
    expect(late).toMatchObject({ days_late: 3, penalty_percent: 30 });

    // Due a day later: the version is now 1 day 9 hours late, two started days.
    const moved = await injectAs(
      app(),
      instructor,
      'PUT',
      `/api/instructor-assignments/${assignmentId}/`,
      {
        ...textAssignment(),
        due_at: '2026-12-02T23:59:00+06:00',
      },
    );
    expect(moved.statusCode).toBe(200);
    expect((await overview(assignmentId)).submissions).toMatchObject([
      { submission_id: late.submission_id, days_late: 2, penalty_percent: 20 },
    ]);
    // Past the version: on time, no penalty.
    await injectAs(app(), instructor, 'PUT', `/api/instructor-assignments/${assignmentId}/`, {
      ...textAssignment(),
      due_at: '2026-12-05T23:59:00+06:00',
    });
    expect((await overview(assignmentId)).submissions).toMatchObject([
      { is_late: false, days_late: 0, penalty_percent: 0 },
    ]);
  });
});
