import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Forgets the accounts kept between requests (on PGlite, ADR 028), so a request reads its own. */
function forgetAccounts() {
  testApp.app.accountCache.forget('*');
}

/**
 * The statements one uncached request sends, apart from the cache's own version check; with
 * `indexed`, once the in-process search index is built.
 */
async function queriesFor(url: string, headers: Record<string, string> = {}, indexed = false) {
  await testApp.app.bus.broadcast('catalogue.changed');
  if (indexed) await testApp.app.catalogueSearch.ready();
  forgetAccounts();
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
 * The list as a visitor, as the enrolled reader, and one searched page answered by the database
 * and by the search index. Each search uses a word not searched before: the database path
 * normalises search words once, then remembers them.
 */
async function listThreeWays(headers: Record<string, string>, searchWord: string) {
  const searched = `/api/list-courses/?page=1&search=${searchWord}`;
  return {
    visitor: await queriesFor('/api/list-courses/'),
    reader: await queriesFor('/api/list-courses/', headers),
    page: await queriesFor(searched, headers),
    indexed: await queriesFor(searched, headers, true),
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
    expect(small.reader.sent).toHaveLength(2);
    // The reader's enrolments, the search word's normal form, then the page itself.
    expect(small.page.sent).toHaveLength(3);
    // The reader's enrolments, then the page's courses by id: the index found and ordered them.
    expect(small.indexed.sent).toHaveLength(2);

    await addCourses(40, learner.id);
    const large = await listThreeWays(headers, 'created');
    expect(large.visitor.body).toHaveLength(42);
    const reader = large.reader.body as { is_enrolled: boolean }[];
    expect(reader.every((course) => course.is_enrolled)).toBe(true);
    expect(large.visitor.sent).toHaveLength(small.visitor.sent.length);
    expect(large.reader.sent).toHaveLength(small.reader.sent.length);
    expect(large.page.sent).toHaveLength(small.page.sent.length);
    expect(large.indexed.sent).toHaveLength(small.indexed.sent.length);
    expect((large.page.body as { count: number }).count).toBe(42);
    expect(large.indexed.body).toEqual(large.page.body);
  });

  it('needs no query for the courses of an indexed search shown before', async () => {
    const learner = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, { id: learner.id, role: 'learner' });
    const first = await queriesFor('/api/list-courses/?page=1&search=course', headers, true);
    forgetAccounts();
    queries.length = 0;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/list-courses/?page=1&search=cours',
      headers,
    });
    expect(response.json()).toEqual({ ...(first.body as object), next: expect.any(String) });
    // The reader's enrolments only.
    expect(queries.filter((query) => !query.includes('catalogue_version'))).toHaveLength(1);
  });
});

describe('the search index of a listening server', () => {
  it('is built once the catalogue settles, before any search asks for it', async () => {
    const sent: string[] = [];
    const listening = await createTestApp({ onQuery: (query) => sent.push(query) });
    try {
      await createCourse(listening.app.db, { title: 'Survival analysis' });
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      // No request is made: the server watches the catalogue's version by itself and, once it has
      // been still for a moment, reads every listed course into the index.
      await vi.waitFor(
        () => expect(sent.some((query) => query.includes('as "instructorName"'))).toBe(true),
        { timeout: 10_000, interval: 100 },
      );
      const built = await listening.app.catalogueSearch.ready();
      expect(built?.search(['surv'], {}).total).toBe(1);
    } finally {
      await listening.close();
    }
  });
});
