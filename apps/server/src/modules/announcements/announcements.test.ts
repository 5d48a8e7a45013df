import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../lib/event-bus.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { announcements, notifications } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { enrol } from '../authoring/authoring-test-helpers.ts';
import { deliverAnnouncement } from './announcement-delivery.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let admin: User;
let enrolled: User[];
let outsider: User;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor', firstName: 'Nadia', lastName: 'Rahman' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  enrolled = await Promise.all(
    [
      { firstName: 'Asha', language: 'en' as const },
      { firstName: 'Bilal', language: 'bn' as const },
      { firstName: 'Chandra', language: 'en' as const },
    ].map((values) => createUser(db, values)),
  );
  outsider = await createUser(db);
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Epidemiology with R' }))
    .id;
  for (const learner of enrolled) await enrol(db, learner.id, courseId);
  // Enrolled elsewhere only: must not hear about this course.
  await enrol(db, outsider.id, (await createCourse(db)).id);
});
afterAll(() => testApp.close());

async function post(user: User, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/announcements/create/',
    headers: await authHeader(testApp.app, user),
    payload: payload as object,
  });
}

async function list(user: User, query = '', id = courseId) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/announcements/course/${id}/${query}`,
    headers: await authHeader(testApp.app, user),
  });
}

/** The mail to `email` with `subject`, once every queued job has run; null when there is none. */
async function outboxFor(email: string, subject: string) {
  await testApp.app.jobs.runQueued();
  const mails = await readOutbox(join(testApp.config.dataDir, 'outbox'));
  return mails.find((mail) => mail.to === email && mail.subject === subject) ?? null;
}

async function announcementCount() {
  const [row] = await testApp.app.db.select({ total: count() }).from(announcements);
  return row!.total;
}

describe('POST /api/announcements/create/', () => {
  it('stores it, notifies every enrolled learner (only them), pushes events and mails them', async () => {
    const events = new Map<number, BusEvent[]>();
    const unsubscribe = await Promise.all(
      [...enrolled, outsider, instructor].map((user) =>
        testApp.app.bus.subscribe(user.id, (event) => {
          events.set(user.id, [...(events.get(user.id) ?? []), event]);
        }),
      ),
    );

    const response = await post(instructor, {
      course: courseId,
      title: '  Live session moved  ',
      content: 'The live session moves to Sunday 8 PM.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      announcement_id: expect.any(Number),
      course_id: courseId,
      title: 'Live session moved',
      content: 'The live session moves to Sunday 8 PM.',
      instructor_name: 'Nadia Rahman',
      course_title: 'Epidemiology with R',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      date: body.created_at,
    });

    // The delivery job stores the notifications after the announcement's own transaction.
    await testApp.app.jobs.runQueued();
    const stored = await testApp.app.db
      .select({
        userId: notifications.userId,
        type: notifications.type,
        message: notifications.message,
        courseId: notifications.courseId,
        isRead: notifications.isRead,
      })
      .from(notifications);
    expect(stored.sort((a, b) => a.userId - b.userId)).toEqual(
      enrolled
        .map((learner) => ({
          userId: learner.id,
          type: 'announcement',
          message: 'New announcement in Epidemiology with R: Live session moved',
          courseId,
          isRead: false,
        }))
        .sort((a, b) => a.userId - b.userId),
    );

    const englishMail = await outboxFor(
      enrolled[0]!.email,
      'New announcement in Epidemiology with R: Live session moved',
    );
    expect(englishMail?.text).toContain('The live session moves to Sunday 8 PM.');
    expect(englishMail?.text).toContain(`/course/${courseId}/announcements/`);
    const banglaMail = await outboxFor(
      enrolled[1]!.email,
      'Epidemiology with R-এ নতুন ঘোষণা: Live session moved',
    );
    expect(banglaMail).not.toBeNull();
    expect(await outboxFor(outsider.email, englishMail?.subject ?? '')).toBeNull();

    for (const learner of enrolled) {
      expect(events.get(learner.id)).toEqual([
        {
          type: 'notification',
          data: expect.objectContaining({
            message: 'New announcement in Epidemiology with R: Live session moved',
            related_object_type: 'announcement',
            course_id: courseId,
            is_read: false,
          }),
        },
      ]);
    }
    expect(events.get(outsider.id)).toBeUndefined();
    expect(events.get(instructor.id)).toBeUndefined();
    unsubscribe.forEach((stop) => stop());
  });

  it('stores, pushes and mails each learner once when its delivery job runs again', async () => {
    const response = await post(instructor, {
      course: courseId,
      title: 'Quiz on Thursday',
      content: 'The week 3 quiz opens on Thursday.',
    });
    expect(response.statusCode).toBe(201);
    const announcementId = response.json().announcement_id as number;
    // The answer does not wait for the learners to be told.
    const storedFor = () =>
      testApp.app.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.announcementId, announcementId));
    expect(await storedFor()).toEqual([]);
    await testApp.app.jobs.runQueued();
    // As a worker killed after its last batch, before finishing the job, would run it again.
    const { app } = testApp;
    const deps = {
      db: app.db,
      bus: app.bus,
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
    };
    await deliverAnnouncement(deps, { announcementId });
    await app.jobs.runQueued();

    const told = (await storedFor()).map((row) => row.userId).sort((a, b) => a - b);
    expect(told).toEqual(enrolled.map((learner) => learner.id).sort((a, b) => a - b));
    const mails = (await readOutbox(join(testApp.config.dataDir, 'outbox'))).filter((mail) =>
      mail.text.includes('The week 3 quiz opens on Thursday.'),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      enrolled.map((learner) => learner.email).sort(),
    );
  });

  it("refuses another instructor's post to this course (403) and learners (403), storing nothing", async () => {
    const before = await announcementCount();
    const other = await post(otherInstructor, { course: courseId, title: 'Hi', content: 'Spam' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      detail: 'You can only post announcements to your own courses.',
    });
    const learner = await post(enrolled[0]!, { course: courseId, title: 'Hi', content: 'Spam' });
    expect(learner.statusCode).toBe(403);
    expect(await announcementCount()).toBe(before);
  });

  it('lets staff announce to any course', async () => {
    const response = await post(admin, {
      course: String(courseId),
      title: 'Staff note',
      content: 'Hello',
    });
    expect(response.statusCode).toBe(201);
  });

  it('validates the draft: every field required, course must exist', async () => {
    const empty = await post(instructor, { title: ' ', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      course: ['This field is required.'],
      title: ['This field may not be blank.'],
      content: ['This field may not be blank.'],
    });
    const missing = await post(instructor, { course: 999999, title: 'A', content: 'B' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ course: ['Invalid pk "999999" - object does not exist.'] });
  });
});

describe('GET /api/announcements/course/{id}/', () => {
  let pagedCourseId: number;

  beforeAll(async () => {
    const { db } = testApp.app;
    pagedCourseId = (await createCourse(db, { instructorId: instructor.id })).id;
    await enrol(db, enrolled[0]!.id, pagedCourseId);
    const start = Date.UTC(2026, 0, 1);
    await db.insert(announcements).values(
      Array.from({ length: 14 }, (_, index) => ({
        courseId: pagedCourseId,
        authorId: instructor.id,
        title: `Announcement ${index}`,
        content: `Body ${index}`,
        createdAt: new Date(start + index * 3600_000),
      })),
    );
  });

  it('answers a plain array, newest first, to an enrolled learner', async () => {
    const response = await list(enrolled[0]!, '', pagedCourseId);
    expect(response.statusCode).toBe(200);
    const titles = response.json().map((a: { title: string }) => a.title);
    expect(titles).toHaveLength(14);
    expect(titles.slice(0, 2)).toEqual(['Announcement 13', 'Announcement 12']);
  });

  it('pages 12 at a time with ?page=', async () => {
    const first = (await list(instructor, '?page=1', pagedCourseId)).json();
    expect(first).toMatchObject({
      count: 14,
      next: `/api/announcements/course/${pagedCourseId}/?page=2`,
      previous: null,
    });
    expect(first.results).toHaveLength(12);
    const second = (await list(instructor, '?page=2', pagedCourseId)).json();
    expect(second.results.map((a: { title: string }) => a.title)).toEqual([
      'Announcement 1',
      'Announcement 0',
    ]);
  });

  it('is refused to learners not enrolled (403) and answers 404 for no course', async () => {
    const refused = await list(outsider, '', pagedCourseId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Only learners enrolled in this course can read its announcements.',
    });
    expect((await list(otherInstructor, '', pagedCourseId)).statusCode).toBe(403);
    expect((await list(admin, '', pagedCourseId)).statusCode).toBe(200);
    expect((await list(instructor, '', 999999)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/announcements/course/${courseId}/`,
    });
    expect(response.statusCode).toBe(401);
  });
});
