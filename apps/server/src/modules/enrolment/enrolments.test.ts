import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import {
  courseModules,
  lessonResources,
  lessons,
  lessonVideos,
} from '../../db/schema/course-content.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { courseNotes, lessonProgress } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function enroll(
  user: { id: number; role: 'learner' | 'instructor' | 'admin' },
  courseId: unknown,
) {
  return app().inject({
    method: 'POST',
    url: '/api/enrollments/',
    headers: await authHeader(app(), user),
    payload: { course_id: courseId },
  });
}

describe('POST /api/enrollments/', () => {
  it('enrols in a free open course at once and counts the student', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '0.00' });
    const response = await enroll(learner, String(course.id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'You are now enrolled in this course.',
      enrollment: { course: course.id, course_title: course.title },
    });
    const [row] = await db().select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(row).toMatchObject({ courseId: course.id, source: 'free', paymentId: null });
    const [counted] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(counted!.studentsCount).toBe(1);

    const twice = await enroll(learner, course.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ detail: 'You are already enrolled in this course.' });
    const [still] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(still!.studentsCount).toBe(1);
  });

  it('tells the learner to pay for a paid course (402) and refuses closed and unknown ones', async () => {
    const learner = await createUser(db());
    const paid = await createCourse(db(), { price: '5000.00' });
    const response = await enroll(learner, paid.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: 'This is a paid course. Please complete the payment to enroll.',
    });
    const closed = await createCourse(db(), { price: '0.00', status: 'coming_soon' });
    expect((await enroll(learner, closed.id)).json()).toEqual({
      detail: 'Enrolment in this course is closed.',
    });
    expect((await enroll(learner, 99999999)).statusCode).toBe(404);
    expect((await enroll(learner, 'abc')).json()).toEqual({
      course_id: ['A valid integer is required.'],
    });
    const visitor = await app().inject({
      method: 'POST',
      url: '/api/enrollments/',
      payload: { course_id: paid.id },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await db().select().from(enrollments).where(eq(enrollments.userId, learner.id))).toEqual(
      [],
    );
  });
});

describe('GET /api/enrollments/', () => {
  it("lists the user's own enrolments newest first, paginated on request", async () => {
    const learner = await createUser(db());
    const other = await createUser(db());
    const [a, b] = [await createCourse(db()), await createCourse(db())];
    await db()
      .insert(enrollments)
      .values([
        {
          userId: learner.id,
          courseId: a.id,
          source: 'admin',
          enrolledAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          userId: learner.id,
          courseId: b.id,
          source: 'admin',
          enrolledAt: new Date('2026-02-01T00:00:00Z'),
        },
        { userId: other.id, courseId: a.id, source: 'admin' },
      ]);
    const headers = await authHeader(app(), learner);
    const plain = await app().inject({ method: 'GET', url: '/api/enrollments/', headers });
    expect(plain.json()).toEqual([
      expect.objectContaining({ course: b.id, enrolled_at: '2026-02-01T00:00:00.000Z' }),
      expect.objectContaining({ course: a.id, enrolled_at: '2026-01-01T00:00:00.000Z' }),
    ]);
    const paged = await app().inject({
      method: 'GET',
      url: '/api/enrollments/?page=2&page_size=1',
      headers,
    });
    expect(paged.json()).toMatchObject({
      count: 2,
      next: null,
      previous: '/api/enrollments/?page=1&page_size=1',
      results: [{ course: a.id }],
    });
  });
});

async function buildCourseTree(courseId: number) {
  const [module] = await db()
    .insert(courseModules)
    .values({ courseId, title: 'Basics', position: 1 })
    .returning();
  const inserted = await db()
    .insert(lessons)
    .values([
      { moduleId: module!.id, courseId, title: 'First', position: 1, durationMinutes: 20 },
      { moduleId: module!.id, courseId, title: 'Second', position: 2, durationMinutes: 30 },
    ])
    .returning();
  await db()
    .insert(lessonVideos)
    .values({ lessonId: inserted[0]!.id, title: 'Intro', url: 'https://video.example/1' });
  await db()
    .insert(lessonResources)
    .values({ lessonId: inserted[1]!.id, title: 'Slides', url: 'https://files.example/2.pdf' });
  await db().insert(courseNotes).values({ courseId, title: 'Welcome', bodyHtml: '<p>Hello</p>' });
  return { module: module!, lessons: inserted };
}

describe('GET /api/enrolled-course/{id}/', () => {
  it('gives enrolled learners the tree with links, their completed lessons and notes', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const tree = await buildCourseTree(course.id);
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'admin' });
    await db()
      .insert(lessonProgress)
      .values({ userId: learner.id, lessonId: tree.lessons[0]!.id, courseId: course.id });
    const response = await app().inject({
      method: 'GET',
      url: `/api/enrolled-course/${course.id}/`,
      headers: await authHeader(app(), learner),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      total_lessons: 2,
      completed_lessons: 1,
      is_instructor: false,
      modules: [
        {
          module_id: tree.module.id,
          module_title: 'Basics',
          lessons: [
            {
              lesson_title: 'First',
              duration: 20,
              is_completed: true,
              videos: [{ video_title: 'Intro', video_link: 'https://video.example/1' }],
              resources: [],
            },
            {
              lesson_title: 'Second',
              is_completed: false,
              resources: [
                { resource_title: 'Slides', resource_link: 'https://files.example/2.pdf' },
              ],
            },
          ],
        },
      ],
      notes: [{ title: 'Welcome', body: '<p>Hello</p>' }],
    });
    expect(body.enrolled_at).not.toBeNull();
  });

  it("lets the course's instructor and staff in without enrolling, and nobody else", async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const staff = await createUser(db(), { role: 'admin' });
    const stranger = await createUser(db());
    const otherInstructor = await createUser(db(), { role: 'instructor' });
    const course = await createCourse(db(), { instructorId: instructor.id });
    const get = async (user: typeof stranger) =>
      app().inject({
        method: 'GET',
        url: `/api/enrolled-course/${course.id}/`,
        headers: await authHeader(app(), user),
      });
    const own = await get(instructor);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ is_instructor: true, enrolled_at: null });
    expect((await get(staff)).statusCode).toBe(200);
    for (const user of [stranger, otherInstructor]) {
      const refused = await get(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You are not enrolled in this course.' });
    }
    const visitor = await app().inject({
      method: 'GET',
      url: `/api/enrolled-course/${course.id}/`,
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await app().inject({
      method: 'GET',
      url: '/api/enrolled-course/99999999/',
      headers: await authHeader(app(), staff),
    });
    expect(missing.statusCode).toBe(404);
  });
});
