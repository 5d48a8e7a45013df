import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@academy/contract/chat';
import { courses } from '../../db/schema/catalogue.ts';
import { chatMessages, notifications } from '../../db/schema/community.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
type Person = Awaited<ReturnType<typeof createUser>> & { auth: Record<string, string> };
let instructor: Person;
let learner: Person;
let classmate: Person;
let outsider: Person;
let admin: Person;
let courseId: number;

async function person(input: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(testApp.app.db, input);
  return { ...user, auth: await authHeader(testApp.app, user) };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await person({ role: 'instructor', firstName: 'Rafiqul', lastName: 'Islam' });
  learner = await person({
    firstName: 'Nadia',
    lastName: 'Rahman',
    profilePicture: 'avatars/nadia.webp',
  });
  classmate = await person({ firstName: 'Sabbir', lastName: 'Hossain' });
  outsider = await person({});
  admin = await person({ role: 'admin' });
  courseId = (
    await createCourse(db, { instructorId: instructor.id, title: 'ML for Clinical Research' })
  ).id;
  await db.insert(enrollments).values([
    { userId: learner.id, courseId, source: 'free' },
    { userId: classmate.id, courseId, source: 'free' },
  ]);
});
afterAll(() => testApp.close());

const send = (who: Person, content: unknown, course = courseId) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/chat/${course}/send/`,
    headers: who.auth,
    payload: { content },
  });
const history = (who: Person, query = '', course = courseId) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/chat/${course}/messages/${query}`,
    headers: who.auth,
  });

describe('who may use a course chat', () => {
  it('lets enrolled learners, the instructor and staff read and send', async () => {
    for (const member of [learner, instructor, admin]) {
      expect((await history(member)).statusCode).toBe(200);
      expect((await send(member, `Hello from ${member.firstName}`)).statusCode).toBe(201);
    }
  });

  it('forbids a signed-in user who is not enrolled, and stores nothing', async () => {
    const before = await testApp.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.courseId, courseId));
    const read = await history(outsider);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      detail: 'Only learners enrolled in this course and its instructor can use its chat.',
    });
    expect((await send(outsider, 'Let me in')).statusCode).toBe(403);
    const after = await testApp.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.courseId, courseId));
    expect(after).toHaveLength(before.length);
  });

  it('forbids another course’s instructor', async () => {
    const otherInstructor = await person({ role: 'instructor' });
    expect((await history(otherInstructor)).statusCode).toBe(403);
  });

  it('answers 401 to a visitor and 404 for a course that does not exist', async () => {
    const visitor = await testApp.app.inject({
      method: 'GET',
      url: `/api/chat/${courseId}/messages/`,
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await history(learner, '', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST /api/chat/{courseId}/send/', () => {
  it('stores the message and answers 201 with it in the API’s fields', async () => {
    const response = await send(learner, '  Is the quiz open?  ');
    expect(response.statusCode).toBe(201);
    const message: ChatMessage = response.json();
    expect(message).toEqual({
      message_id: expect.any(Number),
      course_id: courseId,
      content: 'Is the quiz open?',
      user: learner.id,
      user_name: 'Nadia Rahman',
      user_role: 'learner',
      user_profile_picture: '/media/avatars/nadia.webp',
      created_at: expect.any(String),
    });
    const [stored] = await testApp.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, message.message_id));
    expect(stored).toMatchObject({ courseId, userId: learner.id, content: 'Is the quiz open?' });
  });

  it('refuses a blank, missing or too long message', async () => {
    const blank = await send(learner, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ content: ['This field may not be blank.'] });
    const missing = await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/${courseId}/send/`,
      headers: learner.auth,
      payload: {},
    });
    expect(missing.json()).toEqual({ content: ['This field is required.'] });
    const long = await send(learner, 'x'.repeat(2_001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      content: ['Ensure this field has no more than 2000 characters.'],
    });
    expect((await send(learner, 'x'.repeat(2_000))).statusCode).toBe(201);
  });
});

describe('GET /api/chat/{courseId}/messages/', () => {
  let fresh: number;
  beforeAll(async () => {
    fresh = (await createCourse(testApp.app.db, { instructorId: instructor.id })).id;
    const base = Date.UTC(2026, 2, 1, 8, 0, 0);
    await testApp.app.db.insert(chatMessages).values(
      Array.from({ length: 60 }, (_, index) => ({
        courseId: fresh,
        userId: index % 2 === 0 ? instructor.id : learner.id,
        content: `Message ${index + 1}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    await testApp.app.db
      .insert(enrollments)
      .values({ userId: learner.id, courseId: fresh, source: 'free' });
  });

  it('answers the last 50, oldest first so the newest is last', async () => {
    const messages: ChatMessage[] = (await history(learner, '', fresh)).json();
    expect(messages).toHaveLength(50);
    expect(messages[0]!.content).toBe('Message 11');
    expect(messages.at(-1)!.content).toBe('Message 60');
    expect(messages.at(-1)).toMatchObject({
      user: learner.id,
      user_name: 'Nadia Rahman',
      user_role: 'learner',
    });
    expect(messages.at(-2)).toMatchObject({
      user: instructor.id,
      user_name: 'Rafiqul Islam',
      user_role: 'instructor',
      user_profile_picture: null,
    });
  });

  it('pages back through history with ?before=<id>&limit=', async () => {
    const latest: ChatMessage[] = (await history(learner, '', fresh)).json();
    const older: ChatMessage[] = (
      await history(learner, `?before=${latest[0]!.message_id}&limit=5`, fresh)
    ).json();
    expect(older.map((message) => message.content)).toEqual([
      'Message 6',
      'Message 7',
      'Message 8',
      'Message 9',
      'Message 10',
    ]);
    const oldest: ChatMessage[] = (
      await history(learner, `?before=${older[0]!.message_id}&limit=100`, fresh)
    ).json();
    expect(oldest.map((message) => message.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
  });

  it('refuses a limit above 100', async () => {
    expect((await history(learner, '?limit=101', fresh)).statusCode).toBe(400);
  });
});

describe('chat notifications', () => {
  let quiet: number;
  beforeAll(async () => {
    quiet = (
      await createCourse(testApp.app.db, { instructorId: instructor.id, title: 'Biostatistics' })
    ).id;
    await testApp.app.db.insert(enrollments).values([
      { userId: learner.id, courseId: quiet, source: 'free' },
      { userId: classmate.id, courseId: quiet, source: 'free' },
    ]);
  });
  const chatNotices = (userId: number) =>
    testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.courseId, quiet)));

  it('notifies the other members, not the sender, once while the last one is unread', async () => {
    expect((await send(learner, 'First', quiet)).statusCode).toBe(201);
    expect(await chatNotices(learner.id)).toEqual([]);
    for (const member of [instructor, classmate]) {
      const rows = await chatNotices(member.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'chat_message',
        isRead: false,
        message: 'Nadia Rahman sent a message in Biostatistics',
        courseId: quiet,
      });
    }
    await send(learner, 'Second', quiet);
    await send(classmate, 'Third', quiet);
    expect(await chatNotices(instructor.id)).toHaveLength(1);
    expect(await chatNotices(classmate.id)).toHaveLength(1);
    // The classmate's message is the first the learner hears of.
    expect((await chatNotices(learner.id)).map((row) => row.message)).toEqual([
      'Sabbir Hossain sent a message in Biostatistics',
    ]);
  });

  it('notifies again once the earlier notification has been read', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all/',
      headers: instructor.auth,
    });
    await send(learner, 'After reading', quiet);
    const rows = await chatNotices(instructor.id);
    expect(rows.filter((row) => !row.isRead)).toHaveLength(1);
    expect(rows).toHaveLength(2);
    const bell = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: instructor.auth,
    });
    expect(bell.json()).toMatchObject({ has_unread_chat: true });
  });

  it('does not notify staff who are not members when a learner writes', async () => {
    await send(learner, 'Anyone?', quiet);
    expect(await chatNotices(admin.id)).toEqual([]);
  });

  it('pushes the message live to every member, the sender included', async () => {
    const received = new Map<number, unknown[]>();
    const stops = await Promise.all(
      [learner, classmate, instructor, outsider].map((member) => {
        received.set(member.id, []);
        return testApp.app.bus.subscribe(member.id, (event) =>
          received.get(member.id)!.push(event),
        );
      }),
    );
    const response = await send(classmate, 'Live hello', quiet);
    stops.forEach((stop) => stop());
    const chatEvent = { type: 'chat_message', data: response.json() };
    expect(received.get(learner.id)).toContainEqual(chatEvent);
    expect(received.get(classmate.id)).toEqual([chatEvent]);
    expect(received.get(instructor.id)).toContainEqual(chatEvent);
    expect(received.get(outsider.id)).toEqual([]);
  });
});

describe('sending rate limit', () => {
  it('answers 429 after 30 messages a minute from one user', async () => {
    const eager = await person({});
    await testApp.app.db.insert(enrollments).values({ userId: eager.id, courseId, source: 'free' });
    for (let index = 0; index < 30; index += 1) {
      expect((await send(eager, `Message ${index}`)).statusCode).toBe(201);
    }
    const refused = await send(eager, 'Too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/chat/conversations/', () => {
  it('lists the courses a learner is enrolled in, the liveliest chat first', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/chat/conversations/',
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(200);
    const rows: Conversation[] = response.json();
    expect(rows).toHaveLength(3);
    const times = rows.map((row) => Date.parse(row.last_message_at!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.find((row) => row.course_title === 'Biostatistics')).toEqual({
      course_id: expect.any(Number),
      course_title: 'Biostatistics',
      thumbnail: null,
      instructor_name: 'Rafiqul Islam',
      last_message_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows.map((row) => row.course_id)).toContain(courseId);
  });

  it('puts a chat nobody has written in last and shows a thumbnail path', async () => {
    const silent = await createCourse(testApp.app.db, {
      instructorId: instructor.id,
      title: 'Aardvark Studies',
      thumbnail: 'thumbnails/aardvark.webp',
    });
    const rows: Conversation[] = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/chat/conversations/',
        headers: instructor.auth,
      })
    ).json();
    expect(rows.at(-1)).toEqual({
      course_id: silent.id,
      course_title: 'Aardvark Studies',
      thumbnail: '/media/thumbnails/aardvark.webp',
      instructor_name: 'Rafiqul Islam',
      last_message_at: null,
    });
    await testApp.app.db.delete(courses).where(eq(courses.id, silent.id));
  });

  it('lists the courses an instructor teaches, and nothing for an outsider', async () => {
    const taught = await testApp.app.inject({
      method: 'GET',
      url: '/api/chat/conversations/',
      headers: instructor.auth,
    });
    expect(taught.json()).toHaveLength(3);
    const none = await testApp.app.inject({
      method: 'GET',
      url: '/api/chat/conversations/',
      headers: outsider.auth,
    });
    expect(none.json()).toEqual([]);
  });

  it('pages with ?page=', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/chat/conversations/?page=1&page_size=2',
      headers: learner.auth,
    });
    expect(response.json()).toMatchObject({
      count: 3,
      next: '/api/chat/conversations/?page=2&page_size=2',
    });
    expect(response.json().results).toHaveLength(2);
  });
});
