import {
  wordNotification,
  type NotificationText,
  type NotificationType,
} from '@academy/contract/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { presentNotification, type NotificationRow } from './notification-presenter.ts';

/**
 * What every recipient of one event is told: a text the web app words in each reader's language
 * (stored with its English sentence as `message`), or a message already worded.
 */
export type NotificationInput = {
  type: NotificationType;
  course_id?: number | null;
  forum_topic_id?: number | null;
} & ({ text: NotificationText } | { message: string });

/** The columns that say what a notification says. */
function wording(input: NotificationInput) {
  if ('message' in input) return { message: input.message };
  return {
    message: wordNotification(input.text),
    textKey: input.text.key,
    textParams: input.text.params,
  };
}

export type InsertOptions = {
  /**
   * Busy chats must not spam: skip recipients who already hold an unread notification of the same
   * type for the same course.
   */
  skipIfUnreadForCourse?: boolean;
  /**
   * The announcement the notifications tell of: at most one per learner and announcement, so a
   * delivery job that runs again stores none twice (only the new rows are returned).
   */
  announcementId?: number;
};

/** Rows per INSERT statement; keeps a huge course far below the bind-parameter limit. */
const INSERT_BATCH = 1_000;

/**
 * Stores one notification per recipient (duplicates ignored) and returns the stored rows. Safe
 * inside a transaction: pair it with `publishNotifications` once the transaction has committed.
 */
export async function insertNotifications(
  db: Db,
  userIds: readonly number[],
  input: NotificationInput,
  options: InsertOptions = {},
): Promise<NotificationRow[]> {
  let recipients = [...new Set(userIds)];
  const courseId = input.course_id ?? null;
  if (options.skipIfUnreadForCourse && courseId !== null && recipients.length > 0) {
    // Served by the partial index notifications_user_unread_idx (user_id, type) where unread.
    const already = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, recipients),
          eq(notifications.type, input.type),
          eq(notifications.isRead, false),
          eq(notifications.courseId, courseId),
        ),
      );
    const skip = new Set(already.map((row) => row.userId));
    recipients = recipients.filter((userId) => !skip.has(userId));
  }
  const rows: NotificationRow[] = [];
  const words = wording(input);
  for (let start = 0; start < recipients.length; start += INSERT_BATCH) {
    const batch = recipients.slice(start, start + INSERT_BATCH);
    rows.push(
      ...(await db
        .insert(notifications)
        .values(
          batch.map((userId) => ({
            userId,
            type: input.type,
            ...words,
            courseId,
            forumTopicId: input.forum_topic_id ?? null,
            announcementId: options.announcementId ?? null,
          })),
        )
        .onConflictDoNothing({ target: [notifications.announcementId, notifications.userId] })
        .returning()),
    );
  }
  return rows;
}

/**
 * Pushes each stored notification to its recipient's open event streams. A failed push is
 * dropped: the row is stored and the bell's poll picks it up anyway (every 60 s while the live
 * stream is up, 10 s without it).
 */
export async function publishNotifications(
  bus: EventBus,
  rows: readonly NotificationRow[],
): Promise<void> {
  await Promise.allSettled(
    rows.map((row) =>
      bus.publish(row.userId, { type: 'notification', data: presentNotification(row) }),
    ),
  );
}

/**
 * Notifies several users of one event: one INSERT for all recipients, then a live push to each.
 * Call it with the root `db` or after a transaction commits, so a pushed notification is always
 * readable; inside a transaction use `insertNotifications` and publish after the commit.
 */
export async function notifyUsers(
  db: Db,
  bus: EventBus,
  userIds: readonly number[],
  input: NotificationInput,
  options: InsertOptions = {},
): Promise<NotificationRow[]> {
  const rows = await insertNotifications(db, userIds, input, options);
  await publishNotifications(bus, rows);
  return rows;
}
