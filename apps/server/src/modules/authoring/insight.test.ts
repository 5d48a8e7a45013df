import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseInsight } from '@academy/contract/authoring';
import { lessons } from '../../db/schema/course-content.ts';
import { paymentSubmissions } from '../../db/schema/enrolment.ts';
import { reviews } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCategory, createUser } from '../../test/factories.ts';
import { completeLessons, enrol, sampleCourseForm } from './authoring-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const DAY = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  const categoryId = (await createCategory(db)).id;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-course/',
    headers: await authHeader(testApp.app, instructor),
    payload: sampleCourseForm(categoryId),
  });
  courseId = created.json().course_id;
  const lessonIds = (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.id))
  ).map((row) => row.id);

  const learners = await Promise.all(
    ['Asha', 'Bilal', 'Chandra', 'Dipa', 'Emon', 'Farah'].map((firstName) =>
      createUser(db, { firstName, lastName: 'Learner' }),
    ),
  );
  const now = Date.now();
  // Exactly 0, 1 and 3 weeks back land in the last, second-last and fourth-last weekly buckets
  // whatever the weekday; 20 weeks back is outside the 12-week window.
  const [asha, bilal, chandra, dipa, emon, farah] = learners as [
    User,
    User,
    User,
    User,
    User,
    User,
  ];
  await enrol(db, asha.id, courseId, new Date(now));
  await enrol(db, bilal.id, courseId, new Date(now - 7 * DAY));
  await enrol(db, chandra.id, courseId, new Date(now - 21 * DAY));
  await enrol(db, dipa.id, courseId, new Date(now - 140 * DAY));
  // Completion: 3 of 3, 1 of 3, 0 and 0 → (100 + 33.33 + 0 + 0) / 4 = 33.3 %.
  await completeLessons(db, asha.id, courseId, lessonIds);
  await completeLessons(db, bilal.id, courseId, [lessonIds[0]!]);

  const payment = (
    userId: number,
    status: 'approved' | 'pending' | 'rejected',
    amount: string,
  ) => ({
    userId,
    courseId,
    paymentType: 'single' as const,
    students: 1,
    senderNumber: '01712345678',
    transactionId: `TX${userId}${status}${Math.random().toString(36).slice(2, 10)}`,
    paidAmount: amount,
    computedAmount: amount,
    status,
  });
  await db
    .insert(paymentSubmissions)
    .values([
      payment(asha.id, 'approved', '4500.50'),
      payment(bilal.id, 'approved', '3000.00'),
      payment(chandra.id, 'pending', '9999.00'),
      payment(dipa.id, 'rejected', '4500.50'),
    ]);

  await db.insert(reviews).values(
    learners.map((learner, index) => ({
      courseId,
      userId: learner.id,
      rating: (index % 5) + 1,
      comment: `Review ${index}`,
      createdAt: new Date(now - (10 - index) * DAY),
    })),
  );
  void emon;
  void farah;
});
afterAll(() => testApp.close());

async function insight(user: User, id = courseId) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/instructor-courses/${id}/insight/`,
    headers: await authHeader(testApp.app, user),
  });
}

describe('GET /api/instructor-courses/{id}/insight/', () => {
  it('answers weekly enrolments, approved revenue, average completion and latest reviews', async () => {
    const response = await insight(instructor);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CourseInsight;

    expect(body.enrolments_by_week).toHaveLength(12);
    expect(body.enrolments_by_week.map((week) => week.enrolments)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1,
    ]);
    for (const week of body.enrolments_by_week) {
      expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(1); // Monday
    }

    expect(body).toMatchObject({
      course_id: courseId,
      course_title: 'Survival Analysis for Clinicians',
      approved_revenue: '7500.50',
      approved_payments: 2,
      average_completion: 33.3,
      total_lessons: 3,
    });
    expect(body.latest_reviews.map((review) => [review.reviewer_name, review.rating])).toEqual([
      ['Farah Learner', 1],
      ['Emon Learner', 5],
      ['Dipa Learner', 4],
      ['Chandra Learner', 3],
      ['Bilal Learner', 2],
    ]);
  });

  it('is refused to another instructor (403)', async () => {
    const response = await insight(otherInstructor);
    expect(response.statusCode).toBe(403);
  });

  it('answers zeros for a course nobody has joined yet', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-course/',
      headers: await authHeader(testApp.app, otherInstructor),
      payload: sampleCourseForm((await createCategory(testApp.app.db)).id),
    });
    const body = (await insight(otherInstructor, created.json().course_id)).json() as CourseInsight;
    expect(body.enrolments_by_week.every((week) => week.enrolments === 0)).toBe(true);
    expect(body).toMatchObject({
      approved_revenue: '0.00',
      approved_payments: 0,
      average_completion: 0,
      latest_reviews: [],
    });
  });
});
