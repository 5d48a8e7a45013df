import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import { reviews } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from './learning-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
}, 30_000);
afterAll(() => testApp.close());

const post = (user: TestUser | null, courseId: number, payload: object) =>
  injectAs(app(), user, 'POST', `/api/courses/${courseId}/reviews/`, payload);
const list = (user: TestUser | null, courseId: number, query = '') =>
  injectAs(app(), user, 'GET', `/api/courses/${courseId}/reviews/${query}`);

async function courseRating(courseId: number) {
  const [row] = await db()
    .select({ avg: courses.ratingAvg, count: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

async function enrolledLearner(
  courseId: number,
  names: { firstName?: string; lastName?: string } = {},
) {
  const user = await createUser(db(), names);
  await enrolIn(db(), user.id, courseId);
  return user;
}

describe('POST /api/courses/{id}/reviews/', () => {
  it('an enrolled learner reviews once; the course rating becomes the real average', async () => {
    const course = await createCourse(db());
    const nusrat = await enrolledLearner(course.id, { firstName: 'Nusrat', lastName: 'Jahan' });
    const rafi = await enrolledLearner(course.id, { firstName: 'Rafi', lastName: 'Ahmed' });
    expect(await courseRating(course.id)).toEqual({ avg: null, count: 0 });

    const first = await post(nusrat, course.id, { rating: 5, comment: '  Clear and practical.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      review_id: expect.any(Number),
      course_id: course.id,
      reviewer: 'Nusrat J.',
      rating: 5,
      comment: 'Clear and practical.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await courseRating(course.id)).toEqual({ avg: '5.00', count: 1 });

    expect((await post(rafi, course.id, { rating: 2 })).statusCode).toBe(201);
    expect(await courseRating(course.id)).toEqual({ avg: '3.50', count: 2 });

    const again = await post(nusrat, course.id, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['You have already reviewed this course.'] });
    expect(await courseRating(course.id)).toEqual({ avg: '3.50', count: 2 });

    // The public catalogue shows the new rating.
    const detail = await injectAs(app(), null, 'GET', `/api/course-details/${course.id}/`);
    expect(detail.json().rating).toBe(3.5);
  });

  it('keeps one review per learner when two are posted at once', async () => {
    const course = await createCourse(db());
    const learner = await enrolledLearner(course.id);
    const answers = await Promise.all([
      post(learner, course.id, { rating: 4 }),
      post(learner, course.id, { rating: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const stored = await db().select().from(reviews).where(eq(reviews.courseId, course.id));
    expect(stored).toHaveLength(1);
    expect(await courseRating(course.id)).toEqual({
      avg: `${stored[0]!.rating}.00`,
      count: 1,
    });
  });

  it('refuses anyone not enrolled, the instructor included', async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const course = await createCourse(db(), { instructorId: instructor.id });
    const stranger = await createUser(db());
    for (const user of [stranger, instructor]) {
      const refused = await post(user, course.id, { rating: 5 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You are not enrolled in this course.' });
    }
    expect((await post(null, course.id, { rating: 5 })).statusCode).toBe(401);
    expect((await post(stranger, 999999, { rating: 5 })).statusCode).toBe(404);
    expect(await courseRating(course.id)).toEqual({ avg: null, count: 0 });
  });

  it('validates rating 1 to 5 (whole stars) and a comment of at most 2000 characters', async () => {
    const course = await createCourse(db());
    const learner = await enrolledLearner(course.id);
    const message = { rating: ['Choose a rating from 1 to 5 stars.'] };
    for (const rating of [0, 6, 3.5, '4', null]) {
      const refused = await post(learner, course.id, { rating });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(message);
    }
    expect((await post(learner, course.id, {})).json()).toEqual(message);
    const long = await post(learner, course.id, { rating: 4, comment: 'x'.repeat(2001) });
    expect(long.json()).toEqual({
      comment: ['Ensure this field has no more than 2000 characters.'],
    });
    expect(await db().select().from(reviews).where(eq(reviews.courseId, course.id))).toEqual([]);
    expect(
      (await post(learner, course.id, { rating: 4, comment: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });
});

describe('PUT /api/reviews/{id}/', () => {
  it('its author edits it and the average follows; nobody else may', async () => {
    const course = await createCourse(db());
    const author = await enrolledLearner(course.id);
    const classmate = await enrolledLearner(course.id);
    await post(classmate, course.id, { rating: 4 });
    const created = (await post(author, course.id, { rating: 2, comment: 'Too fast' })).json();
    expect(await courseRating(course.id)).toEqual({ avg: '3.00', count: 2 });

    const url = `/api/reviews/${created.review_id}/`;
    const refused = await injectAs(app(), classmate, 'PUT', url, { rating: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You can only edit your own review.' });

    const edited = await injectAs(app(), author, 'PUT', url, {
      rating: 5,
      comment: 'Second pass: great',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      review_id: created.review_id,
      rating: 5,
      comment: 'Second pass: great',
    });
    expect(await courseRating(course.id)).toEqual({ avg: '4.50', count: 2 });
    expect(
      (await injectAs(app(), author, 'PUT', '/api/reviews/999999/', { rating: 5 })).statusCode,
    ).toBe(404);
    expect((await injectAs(app(), author, 'PUT', url, { rating: 9 })).statusCode).toBe(400);
  });
});

describe('GET /api/courses/{id}/reviews/', () => {
  it('is public, newest first, paginated, with the rating and the caller’s own review', async () => {
    const course = await createCourse(db());
    const authors: TestUser[] = [];
    for (let index = 0; index < 12; index += 1) {
      const learner = await enrolledLearner(course.id, {
        firstName: `Learner${index}`,
        lastName: 'Khan',
      });
      authors.push(learner);
      await db()
        .insert(reviews)
        .values({
          courseId: course.id,
          userId: learner.id,
          rating: (index % 5) + 1,
          comment: `Review ${index}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        });
    }
    await db()
      .update(courses)
      .set({ ratingAvg: '2.83', ratingCount: 12 })
      .where(eq(courses.id, course.id));

    const first = await list(null, course.id);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({
      count: 12,
      next: `/api/courses/${course.id}/reviews/?page=2`,
      previous: null,
      rating: 2.83,
      rating_count: 12,
      my_review: null,
      can_review: false,
    });
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({
      review_id: expect.any(Number),
      course_id: course.id,
      reviewer: 'Learner11 K.',
      rating: 2,
      comment: 'Review 11',
      created_at: '2026-01-12T00:00:00.000Z',
      updated_at: expect.any(String),
    });
    const second = (await list(null, course.id, '?page=2')).json();
    expect(second.results.map((review: { comment: string }) => review.comment)).toEqual([
      'Review 1',
      'Review 0',
    ]);
    expect((await list(null, course.id, '?page=3')).statusCode).toBe(404);

    const mine = (await list(authors[3]!, course.id, '?page_size=2')).json();
    expect(mine.results).toHaveLength(2);
    expect(mine.my_review).toMatchObject({ comment: 'Review 3', reviewer: 'Learner3 K.' });
    expect(mine.can_review).toBe(false);

    const newcomer = await enrolledLearner(course.id);
    expect((await list(newcomer, course.id)).json()).toMatchObject({
      my_review: null,
      can_review: true,
    });
    const outsider = await createUser(db());
    expect((await list(outsider, course.id)).json().can_review).toBe(false);
    expect((await list(null, 999999)).statusCode).toBe(404);
  });
});
