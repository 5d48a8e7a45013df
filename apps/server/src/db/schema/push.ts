import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * One browser's Web Push subscription (RFC 8030): the push service's address for it and the keys
 * its payloads are encrypted to (RFC 8291). An endpoint belongs to one account at a time: the
 * last one that subscribed on that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The 16-octet authentication secret, base64url. */
    auth: text('auth').notNull(),
    /** The language the browser's page was in when it subscribed: its notifications' wording. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Which notifications a learner wants pushed to their devices; no row: all of them. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  announcements: boolean('announcements').notNull().default(true),
  liveClasses: boolean('live_classes').notNull().default(true),
  grades: boolean('grades').notNull().default(true),
  forumReplies: boolean('forum_replies').notNull().default(true),
});
