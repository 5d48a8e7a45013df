import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, CourseListItem } from '@academy/contract/catalogue';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { discountCourses, discounts } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { VERSION_CHECK_INTERVAL_MS } from './catalogue-cache.ts';
import { videoAssets } from '../../db/schema/videos.ts';

let testApp: TestApp;
let courseId: number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    config: { logLevel: 'info' },
    services: { logStream: { write: (line) => void logLines.push(line) } },
  });
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
  it('keeps an anonymous answer once asked, and serves it byte for byte', async () => {
    const first = await get('/api/list-courses/?ordering=newest');
    const second = await get('/api/list-courses/?ordering=newest');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(answer.headers.vary).toContain('Authorization');
    }
    // Another query string is another entry.
    expect((await get('/api/list-courses/?ordering=rating')).headers['x-cache']).toBe('miss');
  });

  it('answers a hit through the framework on a real server: request id, log line, headers', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/list-courses/?ordering=price-low`;
    const first = await fetch(url);
    logLines.length = 0;
    const hit = await fetch(url, { headers: { 'x-request-id': 'abc-123' } });
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(hit.headers.get('x-request-id')).toBe('abc-123');
    expect(await hit.text()).toBe(await first.text());
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options']) {
      expect(hit.headers.get(name), name).toBe(first.headers.get(name));
    }
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: 'abc-123', msg: 'request completed' }),
    );
    expect(logged.find((line) => line.reqId === 'abc-123' && line.res)).toMatchObject({
      res: { statusCode: 200 },
    });
    // Without an id of its own, every answer gets a new one.
    const other = await fetch(url);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A revalidation with the ETag is answered 304 from the cache too.
    const etag = hit.headers.get('etag')!;
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('x-cache')).toBe('hit');
    // A signed-in reader's request still reaches the route.
    const user = await createUser(testApp.app.db);
    const signedIn = await fetch(url, { headers: await authHeader(testApp.app, user) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });

  it('answers a failing cache hit through the error handler', async () => {
    await get('/api/categories/');
    expect((await get('/api/categories/')).headers['x-cache']).toBe('hit');
    const failing = vi
      .spyOn(testApp.app.catalogueCache, 'checkVersionSoon')
      .mockImplementation(() => {
        throw new Error('boom');
      });
    const answer = await get('/api/categories/', { 'x-request-id': 'err-1' });
    failing.mockRestore();
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['x-request-id']).toBe('err-1');
    expect(answer.json()).toEqual({ detail: expect.any(String) });
  });

  it('never answers a signed-in reader from the cache', async () => {
    const user = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, user);
    await get('/api/list-courses/?page=1', headers);
    const again = await get('/api/list-courses/?page=1', headers);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers.etag).toMatch(/^W\//);
    const unchanged = await get('/api/list-courses/?page=1', {
      ...headers,
      'if-none-match': again.headers.etag as string,
    });
    expect(unchanged.statusCode).toBe(304);
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
    const during = await get(url);
    expect(during.json().discounted_price).toBe('3500.00');
    // A shared cache in front may keep it only until the discount ends, at most 10 s.
    const shared = Number(/s-maxage=(\d+)/.exec(during.headers['cache-control'] as string)![1]);
    expect(shared).toBeLessThanOrEqual(Math.ceil((endsAt - Date.now()) / 1000));
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

  it('moves the catalogue version only for what a catalogue answer shows', async () => {
    const { db } = testApp.app;
    const version = async () =>
      (
        await db.execute<{ version: string }>(
          sql`select last_value::text || ':' || is_called::text as version from catalogue_version`,
        )
      ).rows[0]!.version;
    const instructor = await createUser(db, { role: 'instructor', firstName: 'Rina' });
    const free = await createCourse(db, { instructorId: instructor.id, price: '0.00' });
    const learner = await createUser(db);
    const before = await version();

    // A learner enrols (the course's students_count moves with it) and edits their profile.
    const enrolled = await testApp.app.inject({
      method: 'POST',
      url: '/api/enrollments/',
      headers: await authHeader(testApp.app, learner),
      payload: { course_id: free.id },
    });
    expect(enrolled.statusCode).toBe(201);
    expect(await version()).toBe(before);
    const [counted] = await db.select().from(courses).where(eq(courses.id, free.id));
    expect(counted!.studentsCount).toBe(1);
    await db
      .update(users)
      .set({ firstName: 'Someone', bio: 'Learner' })
      .where(eq(users.id, learner.id));
    expect(await version()).toBe(before);

    // The instructor's name is on the course card; the course's own title is too.
    await db.update(users).set({ firstName: 'Rena' }).where(eq(users.id, instructor.id));
    const renamed = await version();
    expect(renamed).not.toBe(before);
    await db.update(courses).set({ title: 'Retitled' }).where(eq(courses.id, free.id));
    const retitled = await version();
    expect(retitled).not.toBe(renamed);

    // A hosted video's conversion moves nothing until the video is ready (its free preview is
    // then offered on the course page).
    const [asset] = await db
      .insert(videoAssets)
      .values({
        uploadId: 'catalogue-version',
        originalName: 'a.mp4',
        sizeBytes: 1,
        storageKey: 'videos/x',
      })
      .returning();
    const uploaded = await version();
    await db.update(videoAssets).set({ progressPercent: 40 }).where(eq(videoAssets.id, asset!.id));
    expect(await version()).toBe(uploaded);
    await db.update(videoAssets).set({ status: 'ready' }).where(eq(videoAssets.id, asset!.id));
    expect(await version()).not.toBe(uploaded);
    await db.delete(videoAssets).where(eq(videoAssets.id, asset!.id));
  });

  it('shows the first visitor after a quiet spell a change made by another process', async () => {
    // A job (a video becoming ready) moves the version while no visitor asks: the next visit,
    // such as the page pre-render's, must not get the entry kept from before it.
    const url = '/api/list-courses/?category=';
    await sleep(2_100); // past the quiet time after an earlier test's change
    let cached = false;
    for (let tries = 0; tries < 5 && !cached; tries += 1) {
      cached = (await get(url)).headers['x-cache'] === 'hit';
    }
    expect(cached).toBe(true);
    await sleep(VERSION_CHECK_INTERVAL_MS + 100);
    await testApp.app.db
      .update(courses)
      .set({ title: 'Renamed While Quiet' })
      .where(eq(courses.id, courseId));
    expect(await titleIn(url)).toBe('Renamed While Quiet');
  });
});
