import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createRedisBus, type EventBus } from '../../lib/event-bus.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { isEvent, openTestStream } from './sse-test-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Two API processes on one database, sharing events through Redis (docs/architecture.md): a
// message sent through one reaches a learner whose stream is open on the other.
describe.runIf(redisUrl)('events across two app instances sharing Redis', () => {
  const namespace = `test-${randomUUID()}`;
  let busA: EventBus;
  let busB: EventBus;
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    busA = createRedisBus(redisUrl!, namespace);
    busB = createRedisBus(redisUrl!, namespace);
    first = await createTestApp({ services: { bus: busA } });
    second = await buildApp(first.config, { database: first.app.database, bus: busB });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await Promise.all([busA?.close(), busB?.close()]);
  });

  it('delivers a chat message and its notification sent through one app to a stream on the other', async () => {
    const { db } = first.app;
    const learner = await createUser(db);
    const instructor = await createUser(db, { role: 'instructor' });
    const course = await createCourse(db, { instructorId: instructor.id, title: 'Scaled Out' });
    await db
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });

    const ticket = await second.inject({
      method: 'POST',
      url: '/api/events/ticket/',
      headers: await authHeader(second, learner),
    });
    const port = (second.server.address() as AddressInfo).port;
    const stream = await openTestStream(
      `http://127.0.0.1:${port}/api/events/?ticket=${ticket.json().ticket}`,
    );
    try {
      await stream.next(isEvent('ready'));
      const sent = await first.app.inject({
        method: 'POST',
        url: `/api/chat/${course.id}/send/`,
        headers: await authHeader(first.app, instructor),
        payload: { content: 'Across processes' },
      });
      expect(sent.statusCode).toBe(201);
      const chat = await stream.next(isEvent('chat_message'));
      expect(JSON.parse((chat as { data: string }).data)).toEqual(sent.json());
      const notification = await stream.next(isEvent('notification'));
      expect(JSON.parse((notification as { data: string }).data)).toMatchObject({
        related_object_type: 'chat_message',
        course_id: course.id,
      });
    } finally {
      stream.close();
    }
  });
});
