import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTickets } from '../../db/schema/accounts.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createInProcessBus, type EventBus } from '../../lib/event-bus.ts';
import { openEventStream } from './event-stream.ts';
import { isEvent, openTestStream } from './sse-test-client.ts';

let testApp: TestApp;
let baseUrl: string;
let learner: Awaited<ReturnType<typeof createUser>>;
let instructor: Awaited<ReturnType<typeof createUser>>;
let courseId: number;
/** Live bus subscriptions per user, to see streams let go of theirs. */
const subscriptions = new Map<number, number>();

function countingBus(): EventBus {
  const bus = createInProcessBus();
  const change = (userId: number, by: number) =>
    subscriptions.set(userId, (subscriptions.get(userId) ?? 0) + by);
  return {
    ...bus,
    async subscribe(userId, listener) {
      const stop = await bus.subscribe(userId, listener);
      change(userId, 1);
      return () => {
        stop();
        change(userId, -1);
      };
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  testApp = await createTestApp({
    services: { bus: countingBus() },
    // A stream with a fast heartbeat, to see the comment lines without waiting 20 s.
    beforeReady: (app) => {
      app.get('/test/fast-heartbeat/', async (request, reply) => {
        await openEventStream(request, reply, {
          bus: app.bus,
          streams: new Set(),
          userId: 1,
          heartbeatMs: 30,
        });
      });
    },
  });
  const { db } = testApp.app;
  learner = await createUser(db, { firstName: 'Nadia', lastName: 'Rahman' });
  instructor = await createUser(db, {
    role: 'instructor',
    firstName: 'Rafiqul',
    lastName: 'Islam',
  });
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Deep Learning' })).id;
  await db.insert(enrollments).values({ userId: learner.id, courseId, source: 'free' });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(() => testApp.close());

async function ticketFor(user: { id: number; role: 'learner' | 'instructor' | 'admin' }) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/events/ticket/',
    headers: await authHeader(testApp.app, user),
  });
  expect(response.statusCode).toBe(201);
  return response.json().ticket as string;
}

describe('POST /api/events/ticket/', () => {
  it('issues a random ticket, stored only as its hash, valid for 60 seconds', async () => {
    const before = Date.now();
    const ticket = await ticketFor(learner);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const hash = createHash('sha256').update(ticket).digest('hex');
    const [stored] = await testApp.app.db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.ticketHash, hash));
    expect(stored).toMatchObject({ userId: learner.id, usedAt: null });
    const ttl = stored!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(59_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    const all = await testApp.app.db.select({ hash: eventTickets.ticketHash }).from(eventTickets);
    expect(all.some((row) => row.hash === ticket)).toBe(false);
  });

  it('refuses a visitor', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/events/ticket/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/events/ authentication', () => {
  it('refuses a request with neither ticket nor bearer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('refuses an unknown ticket and a bad bearer token', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/events/?ticket=nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Invalid or expired ticket.' });
    const badBearer = await testApp.app.inject({
      method: 'GET',
      url: '/api/events/',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badBearer.statusCode).toBe(401);
  });

  it('accepts a ticket once only', async () => {
    const ticket = await ticketFor(learner);
    const first = await openTestStream(`${baseUrl}/api/events/?ticket=${ticket}`);
    expect(first.response.status).toBe(200);
    await first.next(isEvent('ready'));
    first.close();
    const second = await fetch(`${baseUrl}/api/events/?ticket=${ticket}`);
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ detail: 'Invalid or expired ticket.' });
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(learner);
    const hash = createHash('sha256').update(ticket).digest('hex');
    await testApp.app.db
      .update(eventTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventTickets.ticketHash, hash));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/events/?ticket=${ticket}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/events/ delivery', () => {
  it('streams the user’s chat messages and notifications with the right headers', async () => {
    const stream = await openTestStream(
      `${baseUrl}/api/events/?ticket=${await ticketFor(learner)}`,
    );
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      await stream.next(isEvent('ready'));

      const sent = await testApp.app.inject({
        method: 'POST',
        url: `/api/chat/${courseId}/send/`,
        headers: await authHeader(testApp.app, instructor),
        payload: { content: 'Class starts at 8 tonight' },
      });
      expect(sent.statusCode).toBe(201);
      const chat = await stream.next(isEvent('chat_message'));
      expect(JSON.parse((chat as { data: string }).data)).toEqual(sent.json());
      const notification = await stream.next(isEvent('notification'));
      expect(JSON.parse((notification as { data: string }).data)).toMatchObject({
        related_object_type: 'chat_message',
        course_id: courseId,
        is_read: false,
        message: 'Rafiqul Islam sent a message in Deep Learning',
      });
    } finally {
      stream.close();
    }
  });

  it('also opens with a bearer header, and carries nobody else’s events', async () => {
    const outsider = await createUser(testApp.app.db);
    const stream = await openTestStream(
      `${baseUrl}/api/events/`,
      await authHeader(testApp.app, outsider),
    );
    try {
      await stream.next(isEvent('ready'));
      await testApp.app.inject({
        method: 'POST',
        url: `/api/chat/${courseId}/send/`,
        headers: await authHeader(testApp.app, learner),
        payload: { content: 'Not for outsiders' },
      });
      // A marker event for the outsider proves the stream was live while the chat went by.
      await testApp.app.bus.publish(outsider.id, { type: 'notification', data: { marker: true } });
      await stream.next(isEvent('notification'));
      expect(stream.items.filter(isEvent('chat_message'))).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('sends a heartbeat comment line on its interval', async () => {
    const stream = await openTestStream(`${baseUrl}/test/fast-heartbeat/`);
    try {
      await stream.next((item) => 'comment' in item && item.comment === 'heartbeat', 2_000);
    } finally {
      stream.close();
    }
  });

  it('stops listening on the bus when the client goes away', async () => {
    const loner = await createUser(testApp.app.db);
    const stream = await openTestStream(`${baseUrl}/api/events/?ticket=${await ticketFor(loner)}`);
    await stream.next(isEvent('ready'));
    expect(subscriptions.get(loner.id)).toBe(1);
    stream.close();
    await waitFor(() => subscriptions.get(loner.id) === 0);
  });
});

describe('ending sessions', () => {
  it('ends the user’s open streams when the password changes, and only theirs', async () => {
    const changer = await createUser(testApp.app.db);
    const bystander = await createUser(testApp.app.db);
    const headers = await authHeader(testApp.app, changer);
    const own = await openTestStream(`${baseUrl}/api/events/?ticket=${await ticketFor(changer)}`);
    const other = await openTestStream(
      `${baseUrl}/api/events/?ticket=${await ticketFor(bystander)}`,
    );
    try {
      await own.next(isEvent('ready'));
      await other.next(isEvent('ready'));
      const changed = await testApp.app.inject({
        method: 'POST',
        url: '/api/accounts/change-password/',
        headers,
        payload: { old_password: TEST_PASSWORD, new_password: 'Brand-new-pass-9' },
      });
      expect(changed.statusCode).toBe(200);
      await own.ended;
      await waitFor(() => subscriptions.get(changer.id) === 0);
      expect(own.items.some((item) => 'event' in item && item.event === 'session_ended')).toBe(
        false,
      );
      expect(subscriptions.get(bystander.id)).toBe(1);
    } finally {
      own.close();
      other.close();
    }
  });
});

describe('closing the app', () => {
  it('ends open streams so a graceful shutdown does not hang', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as AddressInfo).port;
    const user = await createUser(own.app.db);
    const stream = await openTestStream(
      `http://127.0.0.1:${port}/api/events/`,
      await authHeader(own.app, user),
    );
    await stream.next(isEvent('ready'));
    const started = Date.now();
    const closing = own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    await closing;
  });
});
