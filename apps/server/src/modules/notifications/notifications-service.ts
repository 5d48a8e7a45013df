import { NOTIFICATION_PAGE_SIZE, type MarkAllReadFilter } from '@academy/contract/notifications';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/community.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { NotificationRow } from './notification-presenter.ts';

export type NotificationList = {
  rows: NotificationRow[];
  count: number;
  unreadCount: number;
  hasUnreadChat: boolean;
  window: ReturnType<typeof pageWindow>;
};

/** One page of a user's notifications, newest first, with the bell's unread figures. */
export async function listNotifications(
  db: Db,
  userId: number,
  page: number,
  pageSize: number = NOTIFICATION_PAGE_SIZE,
): Promise<NotificationList> {
  const window = pageWindow(page, pageSize);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number),
      unreadChat:
        sql<number>`count(*) filter (where ${notifications.isRead} = false and ${notifications.type} = 'chat_message')`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows,
    count: totals?.total ?? 0,
    unreadCount: totals?.unread ?? 0,
    hasUnreadChat: (totals?.unreadChat ?? 0) > 0,
    window,
  };
}

/** Marks one of the user's own notifications read; anyone else's is simply not found. */
export async function markNotificationRead(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Marks the user's unread notifications read in one statement, all of them or those of one type
 * and course; returns how many.
 */
export async function markAllNotificationsRead(
  db: Db,
  userId: number,
  filter: MarkAllReadFilter = {},
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        filter.type === undefined ? undefined : eq(notifications.type, filter.type),
        filter.course_id === undefined ? undefined : eq(notifications.courseId, filter.course_id),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
