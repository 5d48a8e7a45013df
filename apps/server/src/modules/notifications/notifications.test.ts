import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let ownerAuth: Record<string, string>;
let courseId: number;
const base = Date.UTC(2026, 0, 10, 12, 0, 0);

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  owner = await createUser(db);
  other = await createUser(db);
  ownerAuth = await authHeader(testApp.app, owner);
  courseId = (await createCourse(db)).id;
  // 17 notifications for the owner, one a minute apart; the newest three unread, one of them chat.
  await db.insert(notifications).values(
    Array.from({ length: 17 }, (_, index) => ({
      userId: owner.id,
      type: index === 15 ? ('chat_message' as const) : ('comment' as const),
      message: `Notification ${index + 1}`,
      isRead: index < 14,
      courseId: index === 15 ? courseId : null,
      createdAt: new Date(base + index * 60_000),
    })),
  );
  await db.insert(notifications).values({
    userId: other.id,
    type: 'payment',
    message: 'Your payment was approved',
    courseId,
  });
});
afterAll(() => testApp.close());

const list = (url: string, headers = ownerAuth) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/notifications/', () => {
  it('refuses a visitor', async () => {
    const response = await list('/api/notifications/', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 15 of the caller’s own, newest first, with the unread figures', async () => {
    const response = await list('/api/notifications/?page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(17);
    expect(body.next).toBe('/api/notifications/?page=2');
    expect(body.previous).toBeNull();
    expect(body.unread_count).toBe(3);
    expect(body.has_unread_chat).toBe(true);
    expect(body.results).toHaveLength(15);
    expect(body.results.map((item: { message: string }) => item.message).slice(0, 3)).toEqual([
      'Notification 17',
      'Notification 16',
      'Notification 15',
    ]);
    expect(body.results[1]).toEqual({
      id: expect.any(Number),
      message: 'Notification 16',
      text: null,
      is_read: false,
      created_at: new Date(base + 15 * 60_000).toISOString(),
      related_object_type: 'chat_message',
      course_id: courseId,
      forum_topic_id: null,
    });
  });

  it('defaults to page 1 and serves the rest on page 2', async () => {
    const first = (await list('/api/notifications/')).json();
    expect(first.results).toHaveLength(15);
    const second = (await list('/api/notifications/?page=2')).json();
    expect(second.results.map((item: { message: string }) => item.message)).toEqual([
      'Notification 2',
      'Notification 1',
    ]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/notifications/?page=1');
  });

  it('refuses a page past the last as DRF does', async () => {
    const response = await list('/api/notifications/?page=3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('answers an empty first page to a user with none', async () => {
    const newcomer = await createUser(testApp.app.db);
    const body = (
      await list('/api/notifications/', await authHeader(testApp.app, newcomer))
    ).json();
    expect(body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      unread_count: 0,
      has_unread_chat: false,
    });
  });
});

describe('POST /api/notifications/{id}/read/', () => {
  it('marks the caller’s own notification read and stores it', async () => {
    const [row] = await testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.message, 'Notification 17')));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/${row!.id}/read/`,
      headers: ownerAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row!.id, is_read: true });
    const [stored] = await testApp.app.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, row!.id));
    expect(stored!.isRead).toBe(true);
    expect((await list('/api/notifications/')).json().unread_count).toBe(2);
  });

  it('answers 404 for someone else’s notification and leaves it unread', async () => {
    const [theirs] = await testApp.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs!.id}/read/`,
      headers: ownerAuth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const [stored] = await testApp.app.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, theirs!.id));
    expect(stored!.isRead).toBe(false);
  });

  it('answers 404 for an id that does not exist and for one that is not a number', async () => {
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/999999/read/',
      headers: ownerAuth,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/abc/read/',
      headers: ownerAuth,
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST /api/notifications/read-all/', () => {
  it('marks every unread notification of the caller read in one call, nobody else’s', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all/',
      headers: ownerAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked_read: 2 });
    const body = (await list('/api/notifications/')).json();
    expect(body.unread_count).toBe(0);
    expect(body.has_unread_chat).toBe(false);
    expect(body.results.every((item: { is_read: boolean }) => item.is_read)).toBe(true);
    const theirs = await testApp.app.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.userId, other.id));
    expect(theirs).toEqual([{ isRead: false }]);
  });

  it('marks only one type of one course when asked, as the course chat does', async () => {
    const { db } = testApp.app;
    const reader = await createUser(db);
    const readerAuth = await authHeader(testApp.app, reader);
    const otherCourse = (await createCourse(db)).id;
    await db.insert(notifications).values([
      { userId: reader.id, type: 'chat_message', message: 'chat here', courseId },
      { userId: reader.id, type: 'chat_message', message: 'chat elsewhere', courseId: otherCourse },
      { userId: reader.id, type: 'announcement', message: 'news here', courseId },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all/',
      headers: readerAuth,
      payload: { type: 'chat_message', course_id: courseId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked_read: 1 });
    const rows = await db
      .select({ message: notifications.message, isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.userId, reader.id));
    expect(rows.sort((a, b) => a.message.localeCompare(b.message))).toEqual([
      { message: 'chat elsewhere', isRead: false },
      { message: 'chat here', isRead: true },
      { message: 'news here', isRead: false },
    ]);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all/',
      headers: readerAuth,
      payload: { type: 'gossip' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['type']);
  });

  it('refuses a visitor', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all/',
    });
    expect(response.statusCode).toBe(401);
  });
});
