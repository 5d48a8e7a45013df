import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import { users } from '../../db/schema/accounts.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

// Signed-in readers of a kept list answer, on a real server: every one goes through the route and
// the auth hook (docs/decisions/038), shares the reader-independent answer and gets their own
// flags; a changed account takes effect on the next request.

let testApp: TestApp;
let base: string;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  courseId = (await createCourse(testApp.app.db, { title: 'রোগতত্ত্বে পরিসংখ্যান' })).id;
  base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());

const url = '/api/list-courses/?ordering=newest&page=1';

async function read(headers: Record<string, string>) {
  const response = await fetch(`${base}${url}`, { headers });
  const text = await response.text();
  return { response, text };
}

const flagOf = (text: string) => {
  const page = JSON.parse(text) as Page<CourseListItem>;
  const item = page.results.find((course) => course.course_id === courseId);
  return [item?.is_enrolled, item?.isEnrolled];
};

/** Asks until the shared answer is kept. */
async function warmUp(headers: Record<string, string>) {
  for (let i = 0; i < 2; i += 1) await read(headers);
}

describe('signed-in readers of a kept list answer', () => {
  it('get their own flags, with the headers the route sends', async () => {
    const { db } = testApp.app;
    const [enrolled, other] = [await createUser(db), await createUser(db)];
    await db.insert(enrollments).values({ userId: enrolled.id, courseId, source: 'free' });
    const mine = await authHeader(testApp.app, enrolled);
    const theirs = await authHeader(testApp.app, other);
    const throughRoute = await testApp.app.inject({ method: 'GET', url, headers: mine });
    await warmUp(mine);

    const first = await read({ ...mine, 'x-request-id': 'reader-1' });
    const second = await read(mine);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-cache')).toBeNull();
    expect(flagOf(first.text)).toEqual([true, true]);
    expect(first.text).toBe(throughRoute.body);
    expect(first.response.headers.get('content-length')).toBe(
      String(Buffer.byteLength(first.text)),
    );
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) {
      expect(first.response.headers.get(name), name).toBe(throughRoute.headers[name]);
    }
    expect(first.response.headers.get('x-request-id')).toBe('reader-1');
    expect(second.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const otherFirst = await read(theirs);
    const otherNext = await read(theirs);
    expect(flagOf(otherFirst.text)).toEqual([false, false]);
    expect(otherNext.text).toBe(otherFirst.text);
  });

  it('see a new enrolment on their next request', async () => {
    const { db } = testApp.app;
    const learner = await createUser(db);
    const headers = await authHeader(testApp.app, learner);
    await warmUp(headers);
    expect(flagOf((await read(headers)).text)).toEqual([false, false]);
    await db.insert(enrollments).values({ userId: learner.id, courseId, source: 'free' });
    expect(flagOf((await read(headers)).text)).toEqual([true, true]);
  });

  it('are refused at once when the account is deleted or its password changed', async () => {
    const { db } = testApp.app;
    const [leaving, resetting] = [await createUser(db), await createUser(db)];
    const leavingHeaders = await authHeader(testApp.app, leaving);
    const resettingHeaders = await authHeader(testApp.app, resetting);
    await warmUp(leavingHeaders);
    await warmUp(resettingHeaders);
    expect((await read(leavingHeaders)).response.status).toBe(200);

    await db.delete(users).where(eq(users.id, leaving.id));
    // A password changed after the token was issued ends the session that token belongs to.
    await db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 5_000) })
      .where(eq(users.id, resetting.id));
    // Asked twice: nothing read for the first refusal is kept.
    for (const headers of [leavingHeaders, resettingHeaders, leavingHeaders, resettingHeaders]) {
      const refused = await read(headers);
      expect(refused.response.status).toBe(401);
      expect(JSON.parse(refused.text)).toEqual({
        detail: 'Given token not valid for any token type',
      });
    }
  });

  it('are refused with a forged, expired or malformed token, never answered as anyone', async () => {
    const { db } = testApp.app;
    const reader = await createUser(db);
    const headers = await authHeader(testApp.app, reader);
    await warmUp(headers);
    const token = headers.authorization.slice('Bearer '.length);
    const [head, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString(
      'base64url',
    );
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');
    const signature = token.split('.')[2];
    for (const bad of [
      `Bearer ${head}.${forgedPayload}.${signature}`,
      `Bearer ${head}.${expired}.${signature}`,
      `Bearer ${token}x`,
    ]) {
      const refused = await read({ authorization: bad });
      expect(refused.response.status, bad).toBe(401);
      expect(refused.response.headers.get('x-cache'), bad).toBeNull();
    }
    // A header without a bearer token is a visitor's, answered by the route without flags.
    for (const notBearer of ['Bearer', 'Basic abc']) {
      const visitor = await read({ authorization: notBearer });
      expect(visitor.response.status, notBearer).toBe(200);
      expect(visitor.response.headers.get('x-cache'), notBearer).toBeNull();
      expect(flagOf(visitor.text)).toEqual([false, false]);
    }
  });
});
