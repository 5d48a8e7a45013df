import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  authHeader,
  createCategory,
  createCourse,
  createUser,
  enrolIn,
} from '../../test/factories.ts';

// The catalogue list is one query however many courses it holds (issue: no per-row queries),
// plus one for a signed-in reader's enrolments. Counted through drizzle's query log.

let testApp: TestApp;
const queries: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ onQuery: (query) => queries.push(query) });
});
afterAll(() => testApp.close());

/** The statements one uncached request sends, apart from the cache's own version check. */
async function queriesFor(url: string, headers: Record<string, string> = {}) {
  await testApp.app.bus.broadcast('catalogue.changed');
  queries.length = 0;
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return {
    body: response.json<unknown>(),
    sent: queries.filter((query) => !query.includes('catalogue_version')),
  };
}

/** `count` published courses with their instructors, lessons aside, the learner in each. */
async function addCourses(count: number, learnerId: number) {
  const { db } = testApp.app;
  const category = await createCategory(db);
  for (let index = 0; index < count; index += 1) {
    const course = await createCourse(db, { categoryId: category.id });
    await enrolIn(db, learnerId, course.id);
  }
}

/**
 * The list as a visitor, as the enrolled reader, and one searched page. Each search uses a word
 * not searched before: search words are normalised by the database once, then remembered.
 */
async function listThreeWays(headers: Record<string, string>, searchWord: string) {
  const searched = `/api/list-courses/?page=1&search=${searchWord}`;
  return {
    visitor: await queriesFor('/api/list-courses/'),
    reader: await queriesFor('/api/list-courses/', headers),
    page: await queriesFor(searched, headers),
  };
}

describe('GET /api/list-courses/ query count', () => {
  it('stays the same from 2 to 42 courses, for visitors and for an enrolled reader', async () => {
    const learner = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, { id: learner.id, role: 'learner' });
    await addCourses(2, learner.id);

    const small = await listThreeWays(headers, 'course');
    expect(small.visitor.body).toHaveLength(2);
    expect(small.visitor.sent).toHaveLength(1);
    // The reader's account with their enrolments, then the page.
    expect(small.reader.sent).toHaveLength(2);
    // The reader's account, the search word's normal form, then the page itself.
    expect(small.page.sent).toHaveLength(3);

    await addCourses(40, learner.id);
    const large = await listThreeWays(headers, 'created');
    expect(large.visitor.body).toHaveLength(42);
    const reader = large.reader.body as { is_enrolled: boolean }[];
    expect(reader.every((course) => course.is_enrolled)).toBe(true);
    expect(large.visitor.sent).toHaveLength(small.visitor.sent.length);
    expect(large.reader.sent).toHaveLength(small.reader.sent.length);
    expect(large.page.sent).toHaveLength(small.page.sent.length);
    expect((large.page.body as { count: number }).count).toBe(42);
  });
});
