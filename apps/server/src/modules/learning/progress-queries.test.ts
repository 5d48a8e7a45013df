import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enrolIn } from '../../test/factories.ts';
import { createCourseWithLessons, injectAs, type TestUser } from './learning-test-helpers.ts';

// Progress is read with the course and the dashboard, never lesson by lesson or course by course:
// the number of statements a request sends does not grow with lessons, completions or enrolments.
// Counted through drizzle's query log.

let testApp: TestApp;
const queries: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ onQuery: (query) => queries.push(query) });
}, 30_000);
afterAll(() => testApp.close());

async function statementsFor(user: TestUser, url: string) {
  queries.length = 0;
  const response = await injectAs(testApp.app, user, 'GET', url);
  expect(response.statusCode).toBe(200);
  return { body: response.json<Record<string, unknown>>(), count: queries.length };
}

/** A learner enrolled in `courses` courses of `lessons` lessons each, half of them completed. */
async function learnerWith(courses: number, lessons: number) {
  const { db } = testApp.app;
  const learner = await createUser(db);
  const courseIds: number[] = [];
  for (let index = 0; index < courses; index += 1) {
    const { course, lessonIds } = await createCourseWithLessons(db, lessons);
    await enrolIn(db, learner.id, course.id);
    for (const lessonId of lessonIds.slice(0, lessons / 2)) {
      const done = await injectAs(
        testApp.app,
        learner,
        'POST',
        `/api/lessons/${lessonId}/complete/`,
      );
      expect(done.statusCode).toBe(200);
    }
    courseIds.push(course.id);
  }
  return { learner, courseIds };
}

describe('progress reads, statement count', () => {
  it('is the same for 1 course of 2 lessons as for 4 courses of 12', async () => {
    const small = await learnerWith(1, 2);
    const large = await learnerWith(4, 12);

    for (const path of ['/api/learning/progress/', '/api/accounts/dashboard/']) {
      const few = await statementsFor(small.learner, path);
      const many = await statementsFor(large.learner, path);
      expect(many.count, path).toBe(few.count);
    }

    const few = await statementsFor(small.learner, `/api/enrolled-course/${small.courseIds[0]}/`);
    const many = await statementsFor(large.learner, `/api/enrolled-course/${large.courseIds[3]}/`);
    expect(few.body).toMatchObject({ completed_lessons: 1, total_lessons: 2, percentage: 50 });
    expect(many.body).toMatchObject({ completed_lessons: 6, total_lessons: 12, percentage: 50 });
    expect(many.count).toBe(few.count);
  });
});
