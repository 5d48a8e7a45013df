import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '@academy/contract/catalogue';
import { users } from '../db/schema/accounts.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  authHeader,
  createCategory,
  createCourse,
  createUser,
  enrolIn,
} from '../test/factories.ts';

// Bearer checks that arrive together are read in one statement; each still gets its own account
// as it is when the request arrived.

let testApp: TestApp;
const queries: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ onQuery: (query) => queries.push(query) });
});
afterAll(() => testApp.close());

const list = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/list-courses/', headers });
const enrolledIds = (body: string) =>
  (JSON.parse(body) as CourseListItem[])
    .filter((course) => course.is_enrolled)
    .map((course) => course.course_id)
    .sort((a, b) => a - b);

describe('bearer checks under load', () => {
  it('answer fifty concurrent readers each with their own enrolments, in fewer statements', async () => {
    const { db } = testApp.app;
    const category = await createCategory(db);
    const courses = [];
    for (let index = 0; index < 4; index += 1) {
      courses.push(await createCourse(db, { categoryId: category.id }));
    }
    const readers: { headers: Record<string, string>; course: number }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const reader = await createUser(db);
      await enrolIn(db, reader.id, courses[index]!.id);
      readers.push({ headers: await authHeader(testApp.app, reader), course: courses[index]!.id });
    }
    await list(readers[0]!.headers); // the catalogue's answer is now cached

    queries.length = 0;
    const asked = Array.from({ length: 50 }, (_, index) => readers[index % readers.length]!);
    const responses = await Promise.all(asked.map((reader) => list(reader.headers)));
    responses.forEach((response, index) => {
      expect(response.statusCode).toBe(200);
      expect(enrolledIds(response.body)).toEqual([asked[index]!.course]);
    });
    const lookUps = queries.filter((query) => query.includes('from users u where u.id = any'));
    expect(lookUps.length).toBeGreaterThan(0);
    expect(lookUps.length).toBeLessThan(50);
  });

  it('refuse at once a token older than a password change made while others are read', async () => {
    const { db } = testApp.app;
    const reader = await createUser(db);
    const other = await createUser(db);
    const headers = await authHeader(testApp.app, reader);
    const otherHeaders = await authHeader(testApp.app, other);
    const before = Array.from({ length: 20 }, () => list(otherHeaders));
    await db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 2_000) })
      .where(eq(users.id, reader.id));
    const after = await Promise.all([list(headers), list(otherHeaders)]);
    expect(after.map((response) => response.statusCode)).toEqual([401, 200]);
    expect(after[0]!.json()).toEqual({ detail: 'Given token not valid for any token type' });
    for (const response of await Promise.all(before)) expect(response.statusCode).toBe(200);
  });

  it('take a deleted account and a changed role into account on the next request', async () => {
    const { db } = testApp.app;
    const gone = await createUser(db);
    const demoted = await createUser(db, { role: 'admin' });
    const goneHeaders = await authHeader(testApp.app, gone);
    const demotedHeaders = await authHeader(testApp.app, demoted);
    const first = await Promise.all([list(goneHeaders), list(demotedHeaders)]);
    expect(first.map((response) => response.statusCode)).toEqual([200, 200]);
    await db.delete(users).where(eq(users.id, gone.id));
    await db.update(users).set({ role: 'learner' }).where(eq(users.id, demoted.id));
    const [goneAfter, demotedAfter] = await Promise.all([
      list(goneHeaders),
      testApp.app.inject({ method: 'GET', url: '/api/admin/users/', headers: demotedHeaders }),
    ]);
    expect(goneAfter.statusCode).toBe(401);
    expect(demotedAfter.statusCode).toBe(403);
  });
});

describe('accounts read on every request', () => {
  const lookUpsOf = async (request: () => Promise<{ statusCode: number }>) => {
    queries.length = 0;
    const response = await request();
    return {
      status: response.statusCode,
      lookUps: queries.filter((query) => query.includes('from users u where u.id = any')).length,
    };
  };

  it('are read again by every request, so a change by hand counts at once', async () => {
    const { db } = testApp.app;
    const admin = await createUser(db, { role: 'admin' });
    const headers = await authHeader(testApp.app, admin);
    const adminUsers = () =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/users/', headers });
    expect(await lookUpsOf(adminUsers)).toEqual({ status: 200, lookUps: 1 });
    expect(await lookUpsOf(adminUsers)).toEqual({ status: 200, lookUps: 1 });
    expect(await lookUpsOf(() => list(headers))).toEqual({ status: 200, lookUps: 1 });
    await db.update(users).set({ role: 'learner' }).where(eq(users.id, admin.id));
    expect(await lookUpsOf(adminUsers)).toEqual({ status: 403, lookUps: 1 });
  });

  it('see an enrolment added or removed by hand on the next request', async () => {
    const { db } = testApp.app;
    const category = await createCategory(db);
    const course = await createCourse(db, { categoryId: category.id });
    // The catalogue's own cache notices a course added by hand within a second; the broadcast a
    // service would send empties it at once.
    await testApp.app.bus.broadcast('catalogue.changed');
    const reader = await createUser(db);
    const headers = await authHeader(testApp.app, reader);
    expect(enrolledIds((await list(headers)).body)).toEqual([]);
    expect(enrolledIds((await list(headers)).body)).toEqual([]);
    await enrolIn(db, reader.id, course.id);
    expect(enrolledIds((await list(headers)).body)).toEqual([course.id]);
    await db
      .delete(enrollments)
      .where(and(eq(enrollments.userId, reader.id), eq(enrollments.courseId, course.id)));
    expect(enrolledIds((await list(headers)).body)).toEqual([]);
  });

  it('refuse a deleted account and a token older than a password change', async () => {
    const { db } = testApp.app;
    const changed = await createUser(db);
    const gone = await createUser(db);
    const changedHeaders = await authHeader(testApp.app, changed);
    const goneHeaders = await authHeader(testApp.app, gone);
    for (let round = 0; round < 2; round += 1) {
      const responses = await Promise.all([list(changedHeaders), list(goneHeaders)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    }
    await db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 2_000) })
      .where(eq(users.id, changed.id));
    await db.delete(users).where(eq(users.id, gone.id));
    const after = await Promise.all([list(changedHeaders), list(goneHeaders)]);
    expect(after.map((response) => response.statusCode)).toEqual([401, 401]);
  });
});
