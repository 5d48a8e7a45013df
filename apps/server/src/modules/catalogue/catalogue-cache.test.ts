import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, CourseListItem } from '@academy/contract/catalogue';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { discountCourses, discounts } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { VERSION_CHECK_INTERVAL_MS } from './catalogue-cache.ts';

let testApp: TestApp;
let courseId: number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  testApp = await createTestApp();
  courseId = (await createCourse(testApp.app.db, { title: 'Original Title', price: '4000.00' })).id;
});
afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}
const announceChange = () => testApp.app.bus.broadcast('catalogue.changed');
const titleIn = async (url: string) =>
  ((await get(url)).json() as CourseListItem[]).find((item) => item.course_id === courseId)
    ?.course_title;

describe('public answer cache', () => {
  it('keeps an anonymous answer once its URL is asked again, and serves it byte for byte', async () => {
    const first = await get('/api/list-courses/?ordering=newest');
    const second = await get('/api/list-courses/?ordering=newest');
    const third = await get('/api/list-courses/?ordering=newest');
    // Asked once, a URL is only remembered: one-off URLs never fill the cache.
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('miss');
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(third.body).toBe(first.body);
    // Another query string is another entry.
    expect((await get('/api/list-courses/?ordering=rating')).headers['x-cache']).toBe('miss');
  });

  it('answers cached URLs ahead of the framework on a real server, headers and all', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/list-courses/?ordering=price-low`;
    await fetch(url); // remembered
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Every answer has a request id of its own, and the same length and headers.
    const third = await fetch(url);
    expect(third.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    expect(third.headers.get('content-length')).toBe(String(Buffer.byteLength(await third.text())));
    // A signed-in reader's request still reaches the route.
    const user = await createUser(testApp.app.db);
    const signedIn = await fetch(url, { headers: await authHeader(testApp.app, user) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });

  it('never answers a signed-in reader from the cache', async () => {
    const user = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, user);
    await get('/api/list-courses/?page=1', headers);
    const again = await get('/api/list-courses/?page=1', headers);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('does not keep errors', async () => {
    await get('/api/list-courses/?page=9');
    const again = await get('/api/list-courses/?page=9');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBe('miss');
  });

  it('shows a changed course at once after a catalogue.changed broadcast', async () => {
    expect(await titleIn('/api/list-courses/')).toBe('Original Title');
    expect(await titleIn('/api/list-courses/')).toBe('Original Title');
    expect((await get('/api/list-courses/')).headers['x-cache']).toBe('hit');
    await testApp.app.db
      .update(courses)
      .set({ title: 'Renamed Through A Service' })
      .where(eq(courses.id, courseId));
    await announceChange();
    expect(await titleIn('/api/list-courses/')).toBe('Renamed Through A Service');
  });

  it('is emptied by a successful write of a route that changes the catalogue, not by a refused one', async () => {
    const staff = await createUser(testApp.app.db, { role: 'admin' });
    const headers = await authHeader(testApp.app, staff);
    const broadcast = vi.spyOn(testApp.app.bus, 'broadcast');
    const names = async () =>
      ((await get('/api/categories/')).json() as Category[]).map((row) => row.category_name);
    // The writes before this (a new account included) empty the cache once they are noticed,
    // and nothing is stored for a moment after: wait until the answer is kept again.
    const deadline = Date.now() + 5 * VERSION_CHECK_INTERVAL_MS;
    while ((await get('/api/categories/')).headers['x-cache'] !== 'hit' && Date.now() < deadline) {
      await sleep(100);
    }
    expect((await get('/api/categories/')).headers['x-cache']).toBe('hit');
    const post = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/admin/categories/', headers, payload });

    const refused = await post({ name: '', slug: 'no-name' });
    expect(refused.statusCode).toBe(400);
    expect(broadcast).not.toHaveBeenCalled();
    expect((await get('/api/categories/')).headers['x-cache']).toBe('hit');

    expect((await post({ name: 'Genomics', slug: 'genomics' })).statusCode).toBe(201);
    expect(broadcast).toHaveBeenCalledExactlyOnceWith('catalogue.changed');
    expect((await get('/api/categories/')).headers['x-cache']).toBe('miss');
    expect(await names()).toContain('Genomics');
    broadcast.mockRestore();
  });

  it('notices a change made by another process through the catalogue version', async () => {
    await titleIn('/api/list-courses/?category=');
    await testApp.app.db
      .update(courses)
      .set({ title: 'Renamed Elsewhere' })
      .where(eq(courses.id, courseId));
    // No broadcast: the next version check (at most a second apart) drops the entry.
    let title: string | undefined;
    const deadline = Date.now() + 5 * VERSION_CHECK_INTERVAL_MS;
    do {
      await sleep(100);
      title = await titleIn('/api/list-courses/?category=');
    } while (title !== 'Renamed Elsewhere' && Date.now() < deadline);
    expect(title).toBe('Renamed Elsewhere');
  });

  it('stops serving a discount from the cache once it ends', async () => {
    const endsAt = Date.now() + 3500;
    const [sale] = await testApp.app.db
      .insert(discounts)
      .values({
        name: 'Flash sale',
        discountType: 'fixed',
        value: '500.00',
        endDate: new Date(endsAt),
      })
      .returning();
    await testApp.app.db.insert(discountCourses).values({ discountId: sale!.id, courseId });
    await announceChange();
    await sleep(2100); // past the quiet period that follows a change
    const url = `/api/course-details/${courseId}/`;
    await get(url); // remembered
    const during = await get(url);
    expect(during.json().discounted_price).toBe('3500.00');
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await sleep(endsAt + 100 - Date.now());
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json()).toMatchObject({ discount: null, discounted_price: null });
  });

  it('lays each signed-in reader’s own enrolments on one shared answer, fresh every time', async () => {
    const { db } = testApp.app;
    const [enrolled, other] = [await createUser(db), await createUser(db)];
    await db.insert(enrollments).values({ userId: enrolled.id, courseId, source: 'free' });
    const url = '/api/list-courses/?ordering=newest&page=1';
    const flagOf = async (user: typeof enrolled) => {
      const page = (await get(url, await authHeader(testApp.app, user))).json() as {
        results: CourseListItem[];
      };
      const item = page.results.find((course) => course.course_id === courseId);
      return [item?.is_enrolled, item?.isEnrolled];
    };
    expect(await flagOf(enrolled)).toEqual([true, true]);
    expect(await flagOf(other)).toEqual([false, false]);
    // The same bytes as a visitor's but for the reader's own flags.
    const mine = await get(url, await authHeader(testApp.app, enrolled));
    expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
    const visitors = (await get(url)).body;
    expect(
      mine.body.replace(
        /"is_enrolled":true,"isEnrolled":true/,
        '"is_enrolled":false,"isEnrolled":false',
      ),
    ).toBe(visitors);
    // Visitors share the same courses without anyone's flags.
    const anonymous = (await get(url)).json() as { results: CourseListItem[] };
    expect(anonymous.results.every((course) => !course.is_enrolled)).toBe(true);
    // A new enrolment shows at once, with no cache to invalidate.
    await db.insert(enrollments).values({ userId: other.id, courseId, source: 'free' });
    expect(await flagOf(other)).toEqual([true, true]);
  });

  it('shows signed-in readers a change at once after a catalogue.changed broadcast', async () => {
    const user = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, user);
    const titleFor = async () =>
      ((await get('/api/list-courses/?ordering=rating', headers)).json() as CourseListItem[]).find(
        (item) => item.course_id === courseId,
      )?.course_title;
    const before = await titleFor();
    await testApp.app.db
      .update(courses)
      .set({ title: 'Renamed For Readers' })
      .where(eq(courses.id, courseId));
    await announceChange();
    expect(await titleFor()).toBe('Renamed For Readers');
    await testApp.app.db.update(courses).set({ title: before! }).where(eq(courses.id, courseId));
    await announceChange();
  });
});
