import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateRuleMessages, type CourseGrades } from '@academy/contract/grades';
import type { QuizAttempt } from '@academy/contract/quizzes';
import { enrollments } from '../../db/schema/enrolment.ts';
import { certificates } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { handInNotebook } from '../../test/classwork-fixtures.ts';
import { createUser, enrolIn } from '../../test/factories.ts';
import { pageText } from '../../test/pdf-reading.ts';
import {
  createCourseWithLessons,
  injectAs,
  type TestUser,
} from '../learning/learning-test-helpers.ts';
import { createAssignmentAs, notebookAssignment } from './assignment-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
const now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let otherInstructor: TestUser;
let staff: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), {
    role: 'instructor',
    firstName: 'Kamal',
    lastName: 'Hossain',
  });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  staff = await createUser(db(), { role: 'admin' });
}, 30_000);
afterAll(() => testApp.close());

/** A two-lesson course of the instructor's, requiring `passPercent`, with one learner enrolled. */
async function passCourse(passPercent: number) {
  const { course, lessonIds } = await createCourseWithLessons(db(), 2, {
    instructorId: instructor.id,
    title: 'Clinical statistics',
  });
  const learner = await createUser(db(), { firstName: 'Tahmina', lastName: 'Chowdhury' });
  await enrolIn(db(), learner.id, course.id);
  const rule = await injectAs(
    app(),
    instructor,
    'PUT',
    `/api/courses/${course.id}/certificate-rule/`,
    {
      requires_pass: true,
      pass_percent: passPercent,
    },
  );
  expect(rule.statusCode).toBe(200);
  return { courseId: course.id, lessonIds, learner };
}

const completeLessons = async (learner: TestUser, lessonIds: number[]) => {
  let code: string | null = null;
  for (const id of lessonIds) {
    const answer = await injectAs(app(), learner, 'POST', `/api/lessons/${id}/complete/`);
    expect(answer.statusCode).toBe(200);
    code = answer.json().certificate_code;
  }
  return code;
};

const certificateOf = async (userId: number, courseId: number) =>
  (
    await db()
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
  )[0] ?? null;

/** An assignment of 20 points handed in on time and graded `score`, not yet released. */
async function gradedWork(courseId: number, learner: TestUser, score: number) {
  const assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  const id = await handInNotebook(app(), learner, assignmentId);
  const graded = await injectAs(
    app(),
    instructor,
    'PUT',
    `/api/assignment-submissions/${id}/grade/`,
    {
      score,
      feedback: '',
    },
  );
  expect(graded.statusCode).toBe(200);
  return id;
}

const release = (courseId: number, submissionId: number) =>
  injectAs(app(), instructor, 'POST', `/api/courses/${courseId}/grades/release/`, {
    entries: [{ kind: 'assignment', id: submissionId }],
  });

describe('PUT /api/courses/{id}/certificate-rule/', () => {
  it('sets and clears the pass mark, and the Grades tab and the course page say it', async () => {
    const { courseId, learner } = await passCourse(60);
    const grades = (
      await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/grades/`)
    ).json<CourseGrades>();
    expect(grades.certificate_pass_percent).toBe(60);
    const page = await injectAs(app(), learner, 'GET', `/api/enrolled-course/${courseId}/`);
    expect(page.json().certificate_pass_percent).toBe(60);
    const cleared = await injectAs(
      app(),
      staff,
      'PUT',
      `/api/courses/${courseId}/certificate-rule/`,
      {
        requires_pass: false,
        pass_percent: 75,
      },
    );
    expect(cleared.json()).toEqual({ requires_pass: false, pass_percent: null });
    const after = (
      await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/grades/`)
    ).json();
    expect(after.certificate_pass_percent).toBeNull();
  });

  it('refuses a pass mark outside 1 to 100, or none when a pass is required', async () => {
    const { courseId } = await passCourse(60);
    for (const pass_percent of [0, 101, 50.5, null]) {
      const response = await injectAs(
        app(),
        instructor,
        'PUT',
        `/api/courses/${courseId}/certificate-rule/`,
        {
          requires_pass: true,
          pass_percent,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ pass_percent: [certificateRuleMessages.passPercent] });
    }
  });

  it('is refused to a learner and to another course’s instructor', async () => {
    const { courseId, learner } = await passCourse(60);
    for (const user of [learner, otherInstructor]) {
      const response = await injectAs(
        app(),
        user,
        'PUT',
        `/api/courses/${courseId}/certificate-rule/`,
        {
          requires_pass: false,
          pass_percent: null,
        },
      );
      expect(response.statusCode).toBe(403);
    }
    const grades = await injectAs(app(), learner, 'GET', `/api/courses/${courseId}/grades/`);
    expect(grades.json().certificate_pass_percent).toBe(60);
  });
});

describe('a certificate that requires a pass', () => {
  it('waits after the lessons, and is issued by the release that lifts the total over the mark', async () => {
    const { courseId, lessonIds, learner } = await passCourse(60);
    const failing = await gradedWork(courseId, learner, 10);
    expect(await completeLessons(learner, lessonIds)).toBeNull();
    const [enrolment] = await db()
      .select({ completedAt: enrollments.completedAt })
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, courseId)));
    // The lessons are done: the enrolment is complete, but there is no certificate yet.
    expect(enrolment!.completedAt).not.toBeNull();
    expect(await certificateOf(learner.id, courseId)).toBeNull();

    // 10 of 20 released: 50 %, under the mark.
    expect((await release(courseId, failing)).statusCode).toBe(200);
    expect(await certificateOf(learner.id, courseId)).toBeNull();

    // A second assignment graded 18 of 20: 28 of 40 is 70 %, once released.
    const passing = await gradedWork(courseId, learner, 18);
    expect(await certificateOf(learner.id, courseId)).toBeNull();
    expect((await release(courseId, passing)).statusCode).toBe(200);
    const issued = await certificateOf(learner.id, courseId);
    expect(issued).toMatchObject({ gradePercent: 70 });

    const page = await injectAs(app(), learner, 'GET', `/api/enrolled-course/${courseId}/`);
    expect(page.json().certificate_code).toBe(issued!.code);
    const verified = await injectAs(app(), null, 'GET', `/api/certificates/${issued!.code}/`);
    expect(verified.json()).toMatchObject({ learner_name: 'Tahmina Chowdhury', grade_percent: 70 });
    const pdf = await injectAs(app(), null, 'GET', `/api/certificates/${issued!.code}/pdf/`);
    expect(pageText(pdf.rawPayload)).toContain('with a grade of 70%');
  });

  it('is issued when the last lesson is completed after a passing grade was released', async () => {
    const { courseId, lessonIds, learner } = await passCourse(60);
    expect((await release(courseId, await gradedWork(courseId, learner, 16))).statusCode).toBe(200);
    expect(await certificateOf(learner.id, courseId)).toBeNull();
    const code = await completeLessons(learner, lessonIds);
    expect(code).not.toBeNull();
    expect(await certificateOf(learner.id, courseId)).toMatchObject({ code, gradePercent: 80 });
  });

  it('is issued by a quiz graded at submit that lifts the total over the mark', async () => {
    const { courseId, lessonIds, learner } = await passCourse(100);
    expect(await completeLessons(learner, lessonIds)).toBeNull();
    const form = everyKindQuiz();
    const quizId = await createQuizAs(app(), instructor, courseId, {
      ...form,
      questions: [form.questions[0]!],
    });
    const attempt: QuizAttempt = (
      await injectAs(app(), learner, 'POST', `/api/quizzes/${quizId}/attempts/`)
    ).json();
    await injectAs(app(), learner, 'PUT', `/api/quiz-attempts/${attempt.attempt_id}/answers/`, {
      answers: [{ question_id: attempt.questions[0]!.question_id, response: { choice_ids: [1] } }],
    });
    const submitted = await injectAs(
      app(),
      learner,
      'POST',
      `/api/quiz-attempts/${attempt.attempt_id}/submit/`,
    );
    expect(submitted.statusCode).toBe(200);
    expect(await certificateOf(learner.id, courseId)).toMatchObject({ gradePercent: 100 });
  });

  it('does not count grades that are not released', async () => {
    const { courseId, lessonIds, learner } = await passCourse(50);
    await gradedWork(courseId, learner, 20);
    expect(await completeLessons(learner, lessonIds)).toBeNull();
    expect(await certificateOf(learner.id, courseId)).toBeNull();
  });
});
