import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@academy/contract/learning';
import { enrollments } from '../../db/schema/enrolment.ts';
import { certificates, courseNotes, lessonProgress } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enrolIn } from '../../test/factories.ts';
import { createCourseWithLessons, injectAs, type TestUser } from './learning-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
}, 30_000);
afterAll(() => testApp.close());

const complete = (user: TestUser | null, lessonId: number | string) =>
  injectAs(app(), user, 'POST', `/api/lessons/${lessonId}/complete/`);
const uncomplete = (user: TestUser | null, lessonId: number | string) =>
  injectAs(app(), user, 'DELETE', `/api/lessons/${lessonId}/complete/`);

async function storedProgress(userId: number, courseId: number) {
  return db()
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
}

async function certificatesOf(userId: number, courseId: number) {
  return db()
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
}

async function enrollmentOf(userId: number, courseId: number) {
  const [row] = await db()
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row!;
}

describe('POST and DELETE /api/lessons/{id}/complete/', () => {
  it('toggles a lesson, idempotently, answering the course completion state', async () => {
    const learner = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 3);
    await enrolIn(db(), learner.id, course.id);
    const [first, second] = lessonIds as [number, number, number];

    const done = await complete(learner, first);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      lesson_id: first,
      is_completed: true,
      completed_lessons: 1,
      total_lessons: 3,
      percentage: 33,
      certificate_code: null,
    });
    expect((await complete(learner, first)).json()).toMatchObject({ completed_lessons: 1 });
    expect(await storedProgress(learner.id, course.id)).toEqual([{ lessonId: first }]);

    expect((await complete(learner, second)).json()).toMatchObject({
      completed_lessons: 2,
      percentage: 66,
    });

    const undone = await uncomplete(learner, first);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      lesson_id: first,
      is_completed: false,
      completed_lessons: 1,
      total_lessons: 3,
      percentage: 33,
      certificate_code: null,
    });
    expect((await uncomplete(learner, first)).json()).toMatchObject({ completed_lessons: 1 });
    expect(await storedProgress(learner.id, course.id)).toEqual([{ lessonId: second }]);
    expect((await enrollmentOf(learner.id, course.id)).completedAt).toBeNull();
  });

  it('refuses everyone but the enrolled learner', async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const admin = await createUser(db(), { role: 'admin' });
    const stranger = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 2, {
      instructorId: instructor.id,
    });
    // Enrolled elsewhere only.
    const other = await createCourseWithLessons(db(), 1);
    await enrolIn(db(), stranger.id, other.course.id);

    for (const user of [stranger, instructor, admin]) {
      for (const response of [await complete(user, lessonIds[0]!), await uncomplete(user, 1)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'You are not enrolled in this course.' });
      }
    }
    expect(await storedProgress(stranger.id, course.id)).toEqual([]);

    const visitor = await complete(null, lessonIds[0]!);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await complete(stranger, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('completing the last lesson completes the enrolment and issues one certificate', async () => {
    const learner = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 2);
    await enrolIn(db(), learner.id, course.id);

    await complete(learner, lessonIds[0]!);
    const last = await complete(learner, lessonIds[1]!);
    expect(last.statusCode).toBe(200);
    const code = last.json().certificate_code as string;
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(last.json()).toMatchObject({ completed_lessons: 2, total_lessons: 2, percentage: 100 });
    const [issued] = await certificatesOf(learner.id, course.id);
    expect(issued?.code).toBe(code);
    const completedAt = (await enrollmentOf(learner.id, course.id)).completedAt;
    expect(completedAt).toBeInstanceOf(Date);

    // Un-completing keeps the certificate (docs/decisions/004-certificates.md) and the first completion time.
    const undone = await uncomplete(learner, lessonIds[1]!);
    expect(undone.json()).toMatchObject({ percentage: 50, certificate_code: code });
    expect(await certificatesOf(learner.id, course.id)).toHaveLength(1);
    const again = await complete(learner, lessonIds[1]!);
    expect(again.json()).toMatchObject({ percentage: 100, certificate_code: code });
    expect(await certificatesOf(learner.id, course.id)).toHaveLength(1);
    expect((await enrollmentOf(learner.id, course.id)).completedAt).toEqual(completedAt);
  });

  it('issues exactly one certificate when the last lesson is completed twice at once', async () => {
    const learner = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 2);
    await enrolIn(db(), learner.id, course.id);
    await complete(learner, lessonIds[0]!);

    const responses = await Promise.all(
      Array.from({ length: 4 }, () => complete(learner, lessonIds[1]!)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const codes = new Set(responses.map((response) => response.json().certificate_code));
    const stored = await certificatesOf(learner.id, course.id);
    expect(stored).toHaveLength(1);
    expect([...codes]).toEqual([stored[0]!.code]);
  });

  it('issues the certificate when the last lessons are all completed at the same moment', async () => {
    const learner = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 8);
    await enrolIn(db(), learner.id, course.id);

    const answers = (
      await Promise.all(lessonIds.map((lessonId) => complete(learner, lessonId)))
    ).map((response) => response.json());
    const stored = await certificatesOf(learner.id, course.id);
    expect(stored).toHaveLength(1);
    // The writes ran one after the other: each saw the ones before, the last saw them all.
    expect(answers.map((answer) => answer.completed_lessons).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(answers.find((answer) => answer.completed_lessons === 8)).toMatchObject({
      percentage: 100,
      certificate_code: stored[0]!.code,
    });
  });

  it('a course without lessons never completes', async () => {
    const learner = await createUser(db());
    const { course } = await createCourseWithLessons(db(), 0);
    await enrolIn(db(), learner.id, course.id);
    const progress = await injectAs(app(), learner, 'GET', '/api/learning/progress/');
    expect(progress.json()).toEqual([
      expect.objectContaining({ course_id: course.id, total_lessons: 0, percentage: 0 }),
    ]);
  });
});

describe('POST /api/lessons/{id}/open/', () => {
  it('remembers the last opened lesson for the enrolled learner only', async () => {
    const learner = await createUser(db());
    const stranger = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 2);
    await enrolIn(db(), learner.id, course.id);

    const opened = await injectAs(app(), learner, 'POST', `/api/lessons/${lessonIds[1]}/open/`);
    expect(opened.statusCode).toBe(204);
    expect(opened.body).toBe('');
    expect((await enrollmentOf(learner.id, course.id)).lastLessonId).toBe(lessonIds[1]);

    const refused = await injectAs(app(), stranger, 'POST', `/api/lessons/${lessonIds[0]}/open/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You are not enrolled in this course.' });
    const missing = await injectAs(app(), learner, 'POST', '/api/lessons/999999/open/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/learning/progress/', () => {
  it("lists the caller's enrolments, newest first, with progress and certificates", async () => {
    const learner = await createUser(db());
    const instructor = await createUser(db(), {
      role: 'instructor',
      firstName: 'Farhana',
      lastName: 'Akter',
    });
    const older = await createCourseWithLessons(db(), 1, { title: 'Older course' });
    const newer = await createCourseWithLessons(db(), 4, {
      title: 'Newer course',
      instructorId: instructor.id,
      thumbnail: 'thumbnails/newer.webp',
    });
    const [olderEnrolment] = await db()
      .insert(enrollments)
      .values({
        userId: learner.id,
        courseId: older.course.id,
        source: 'free',
        enrolledAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    await enrolIn(db(), learner.id, newer.course.id);
    const code = (await complete(learner, older.lessonIds[0]!)).json().certificate_code;
    await complete(learner, newer.lessonIds[0]!);
    await injectAs(app(), learner, 'POST', `/api/lessons/${newer.lessonIds[2]}/open/`);
    // Someone else's progress does not leak in.
    const other = await createUser(db());
    await enrolIn(db(), other.id, newer.course.id);

    const response = await injectAs(app(), learner, 'GET', '/api/learning/progress/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual([
      {
        course_id: newer.course.id,
        course_title: 'Newer course',
        thumbnail: '/media/thumbnails/newer.webp',
        instructor_name: 'Farhana Akter',
        enrolled_at: expect.any(String),
        completed_lessons: 1,
        total_lessons: 4,
        percentage: 25,
        last_lesson_id: newer.lessonIds[2],
        completed_at: null,
        certificate_code: null,
      },
      expect.objectContaining({
        course_id: older.course.id,
        enrolled_at: olderEnrolment!.enrolledAt.toISOString(),
        completed_lessons: 1,
        total_lessons: 1,
        percentage: 100,
        completed_at: expect.any(String),
        certificate_code: code,
      }),
    ]);
    expect((await injectAs(app(), null, 'GET', '/api/learning/progress/')).statusCode).toBe(401);
  });
});

describe('GET /api/enrolled-course/{id}/ (learning fields)', () => {
  it('carries percentage, resume point, certificate, note rights and notes newest first', async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const learner = await createUser(db());
    const { course, lessonIds } = await createCourseWithLessons(db(), 3, {
      instructorId: instructor.id,
    });
    await enrolIn(db(), learner.id, course.id);
    await db()
      .insert(courseNotes)
      .values([
        { courseId: course.id, title: 'Old', bodyHtml: '<p>1</p>', createdAt: new Date(1_000) },
        { courseId: course.id, title: 'New', bodyHtml: '<p>2</p>', createdAt: new Date(2_000) },
      ]);
    await complete(learner, lessonIds[0]!);
    await injectAs(app(), learner, 'POST', `/api/lessons/${lessonIds[1]}/open/`);

    const mine = await injectAs(app(), learner, 'GET', `/api/enrolled-course/${course.id}/`);
    expect(mine.json()).toMatchObject({
      completed_lessons: 1,
      total_lessons: 3,
      percentage: 33,
      last_lesson_id: lessonIds[1],
      completed_at: null,
      certificate_code: null,
      can_manage_notes: false,
    });
    expect(mine.json().notes.map((note: { title: string }) => note.title)).toEqual(['New', 'Old']);

    const teaching = await injectAs(app(), instructor, 'GET', `/api/enrolled-course/${course.id}/`);
    expect(teaching.json()).toMatchObject({
      can_manage_notes: true,
      percentage: 0,
      last_lesson_id: null,
    });
  });
});
