import type { Notification } from '@academy/contract/notifications';
import type { notifications } from '../../db/schema/community.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the API answers it (type as related_object_type). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    message: row.message,
    text: row.textKey ? { key: row.textKey, params: row.textParams ?? {} } : null,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    related_object_type: row.type,
    course_id: row.courseId,
    forum_topic_id: row.forumTopicId,
  };
}
