import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination.ts';

/** The notification centre, the unread dot and the notification types. */

/**
 * The four community types plus `payment` (approved or rejected; opens /payments) and `live_class`
 * (scheduled, moved or cancelled; course_id set; opens the course's Stream) and `grade` (a grade
 * released to the learner; course_id set; opens the course's Classwork) and `cohort` (a module
 * opened, or a seat offered from a waiting list; course_id set; opens the course).
 */
export const notificationTypes = [
  'comment',
  'forum_topic',
  'chat_message',
  'announcement',
  'payment',
  'live_class',
  'grade',
  'cohort',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export * from './notification-rules.ts';

/**
 * Which sentence a notification says, so the web app words it in the reader's language; `message`
 * keeps the API's English sentence. Every key's English wording is below, and the
 * web app's English locale must say exactly the same (a web test compares them).
 */
export const notificationTextKeys = [
  'forum_comment_on_your_topic',
  'forum_comment_on_followed_topic',
  'forum_new_topic',
  'chat_message',
  'announcement',
  'live_class_scheduled',
  'live_class_moved',
  'live_class_cancelled',
  'live_class_reminder_day',
  'live_class_reminder_hour',
  'live_class_recording',
  'grade_released',
  'grade_changed',
  'module_opened',
  'waitlist_offer',
] as const;
export type NotificationTextKey = (typeof notificationTextKeys)[number];

/** What fills a sentence: who did it, in which course, about what (a topic, an announcement, a class). */
export const notificationParamsSchema = z.object({
  name: z.string().optional(),
  course: z.string().optional(),
  title: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationTextSchema = z.object({
  key: z.enum(notificationTextKeys),
  params: notificationParamsSchema,
});
export type NotificationText = z.infer<typeof notificationTextSchema>;

/** The English sentences, with i18next's {{placeholders}}. */
export const notificationEnglish: Record<NotificationTextKey, string> = {
  forum_comment_on_your_topic: '{{name}} commented on your topic "{{title}}"',
  forum_comment_on_followed_topic: '{{name}} commented on "{{title}}"',
  forum_new_topic: '{{name}} started a new topic "{{title}}"',
  chat_message: '{{name}} sent a message in {{course}}',
  announcement: 'New announcement in {{course}}: {{title}}',
  live_class_scheduled: 'New live class in {{course}}: {{title}}',
  live_class_moved: 'Live class moved in {{course}}: {{title}}',
  live_class_cancelled: 'Live class cancelled in {{course}}: {{title}}',
  live_class_reminder_day: 'Live class tomorrow in {{course}}: {{title}}',
  live_class_reminder_hour: 'Live class in one hour in {{course}}: {{title}}',
  live_class_recording: 'Recording available in {{course}}: {{title}}',
  grade_released: 'Grade released in {{course}}: {{title}}',
  grade_changed: 'Grade changed in {{course}}: {{title}}',
  module_opened: 'Now open in {{course}}: {{title}}',
  waitlist_offer: 'A seat is yours in {{course}} ({{title}}) for 24 hours',
};

/** The English sentence of a notification text (stored as `message`). */
export function wordNotification({ key, params }: NotificationText): string {
  return notificationEnglish[key].replace(
    /\{\{(name|course|title)\}\}/g,
    (_, name: keyof NotificationParams) => params[name] ?? '',
  );
}

/** A notification. */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The sentence as a key and its values; null for notifications worded per recipient (payments). */
  text: notificationTextSchema.nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  related_object_type: notificationTypeSchema,
  course_id: z.number().int().nullable(),
  forum_topic_id: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/?page=&page_size=: 15 per page unless asked otherwise, newest first. */
export const notificationsQuerySchema = pageQuerySchema;

/** The page envelope plus the bell's red dot and the separate chat-message flag. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({
  unread_count: z.number().int(),
  has_unread_chat: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/**
 * POST /api/notifications/read-all/: every unread notification, or with a body only those of one
 * type and course (the course chat marks its chat_message notifications read when opened).
 */
export const markAllReadBodySchema = z
  .object({
    type: notificationTypeSchema.optional(),
    course_id: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  // No body at all (the usual call) reaches the validator as null.
  .nullish();
export type MarkAllReadFilter = NonNullable<z.infer<typeof markAllReadBodySchema>>;

/** POST /api/notifications/read-all/: how many were unread. */
export const markAllReadResultSchema = z.object({ marked_read: z.number().int() });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;
