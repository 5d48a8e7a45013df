import type { NotificationParams, NotificationTextKey } from '@academy/contract/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { courseCohorts } from './cohorts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { notificationType } from './enums.ts';

/** An instructor's message to everyone enrolled in one course. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The one cohort it is for; null for everyone in the course (docs/rules.md, Cohorts). */
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the announcement stays with the course. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcements_course_created_at_idx').on(t.courseId, t.createdAt),
    index('announcements_author_id_idx').on(t.authorId),
    index('announcements_cohort_id_idx').on(t.cohortId),
  ],
);

/** A board of the forum. */
export const forumCategories = pgTable(
  'forum_categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forum_categories_name_unique').on(t.name)],
);

/** A forum thread; only its author may edit or delete it. */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: id(),
    // Restrict: a board with threads must be emptied before it can go.
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Topic list: newest first, 10 a page.
    index('forum_topics_created_at_idx').on(t.createdAt),
    index('forum_topics_category_id_idx').on(t.categoryId, t.createdAt),
    index('forum_topics_created_by_idx').on(t.createdBy),
  ],
);

/** A reply in a forum thread. */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: id(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_comments_topic_created_at_idx').on(t.topicId, t.createdAt),
    index('forum_comments_created_by_idx').on(t.createdBy),
  ],
);

/** Something a user should look at; links to a course or a forum topic depending on its type. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    message: text('message').notNull(),
    /** The sentence as a key and its values, worded in the reader's language by the web app. */
    textKey: text('text_key').$type<NotificationTextKey>(),
    textParams: jsonb('text_params').$type<NotificationParams>(),
    isRead: boolean('is_read').notNull().default(false),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    forumTopicId: integer('forum_topic_id').references(() => forumTopics.id, {
      onDelete: 'cascade',
    }),
    /**
     * The announcement it tells of: one per learner (the delivery job, which stores them in
     * batches after the announcement, may run again after a crash and then stores none twice).
     */
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_announcement_user_unique').on(t.announcementId, t.userId),
    // The bell's list: newest first, 15 a page.
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt),
    // The unread dot and "mark all read" touch only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId, t.type)
      .where(sql`${t.isRead} = false`),
    index('notifications_course_id_idx').on(t.courseId),
    index('notifications_forum_topic_id_idx').on(t.forumTopicId),
  ],
);

/**
 * A message in a course's group chat between its instructor and enrolled learners. A course taught
 * in cohorts has one room per cohort; `cohort_id` null is the room of learners without a cohort.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_course_created_at_idx').on(t.courseId, t.createdAt),
    index('chat_messages_cohort_created_at_idx').on(t.cohortId, t.createdAt),
    index('chat_messages_user_id_idx').on(t.userId),
  ],
);
