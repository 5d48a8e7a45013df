import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/community.ts';
import type { BusEvent } from '../../lib/event-bus.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import { notifyUsers } from './notify-users.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function listen(userId: number) {
  const events: BusEvent[] = [];
  await testApp.app.bus.subscribe(userId, (event) => events.push(event));
  return events;
}

describe('notifyUsers', () => {
  it('stores one notification per distinct recipient, worded by key, and pushes each to its owner', async () => {
    const { db, bus } = testApp.app;
    const [a, b] = [await createUser(db), await createUser(db)];
    const course = await createCourse(db);
    const [eventsA, eventsB] = [await listen(a.id), await listen(b.id)];
    const rows = await notifyUsers(db, bus, [a.id, b.id, a.id], {
      type: 'announcement',
      text: { key: 'announcement', params: { course: 'Course', title: 'Exam moved' } },
      course_id: course.id,
    });
    expect(rows.map((row) => row.userId).sort()).toEqual([a.id, b.id].sort());
    const stored = await db
      .select()
      .from(notifications)
      .where(eq(notifications.courseId, course.id));
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => !row.isRead && row.type === 'announcement')).toBe(true);
    // The English sentence for the API's `message`, the key and values for the reader's language.
    expect(stored[0]).toMatchObject({
      message: 'New announcement in Course: Exam moved',
      textKey: 'announcement',
      textParams: { course: 'Course', title: 'Exam moved' },
    });
    const forA = rows.find((row) => row.userId === a.id)!;
    expect(eventsA).toEqual([
      {
        type: 'notification',
        data: {
          id: forA.id,
          message: 'New announcement in Course: Exam moved',
          text: { key: 'announcement', params: { course: 'Course', title: 'Exam moved' } },
          is_read: false,
          created_at: forA.createdAt.toISOString(),
          related_object_type: 'announcement',
          course_id: course.id,
          forum_topic_id: null,
        },
      },
    ]);
    expect(eventsB).toHaveLength(1);
  });

  it('skips recipients who already hold an unread one for the course when asked', async () => {
    const { db, bus } = testApp.app;
    const [a, b] = [await createUser(db), await createUser(db)];
    const course = await createCourse(db);
    const input = { type: 'chat_message' as const, message: 'New message', course_id: course.id };
    await notifyUsers(db, bus, [a.id], input, { skipIfUnreadForCourse: true });
    const second = await notifyUsers(db, bus, [a.id, b.id], input, { skipIfUnreadForCourse: true });
    expect(second.map((row) => row.userId)).toEqual([b.id]);
    await db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, a.id));
    const third = await notifyUsers(db, bus, [a.id], input, { skipIfUnreadForCourse: true });
    expect(third.map((row) => row.userId)).toEqual([a.id]);
  });

  it('does nothing for an empty recipient list', async () => {
    expect(
      await notifyUsers(testApp.app.db, testApp.app.bus, [], { type: 'comment', message: 'x' }),
    ).toEqual([]);
  });
});
