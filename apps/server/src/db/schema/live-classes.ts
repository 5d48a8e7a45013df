import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { courseCohorts } from './cohorts.ts';
import { lessons } from './course-content.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { liveClassStatus } from './enums.ts';

/**
 * A live class of a course. The meeting link is only ever read by the join route, which checks
 * enrolment and the time window first; presenters never carry it.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The one cohort it is for; null for everyone in the course (docs/rules.md, Cohorts). */
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'cascade' }),
    /** Shared by the sessions of one weekly series, null for a single session. */
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    status: liveClassStatus('status').notNull().default('scheduled'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The lesson the session's recording became, once the instructor attached it. */
    recordingLessonId: integer('recording_lesson_id').references(() => lessons.id, {
      onDelete: 'set null',
    }),
    recordingAttachedAt: timestamptz('recording_attached_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('live_classes_course_starts_at_idx').on(t.courseId, t.startsAt),
    index('live_classes_series_starts_at_idx').on(t.seriesId, t.startsAt),
    index('live_classes_cohort_id_idx').on(t.cohortId),
    check('live_classes_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    check('live_classes_meeting_url_https_check', sql`${t.meetingUrl} like 'https://%'`),
  ],
);

/** A learner's first join of a live class, recorded by the join route before it redirects. */
export const liveClassAttendance = pgTable(
  'live_class_attendance',
  {
    id: id(),
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (t) => [
    uniqueIndex('live_class_attendance_class_user_unique').on(t.liveClassId, t.userId),
    index('live_class_attendance_user_idx').on(t.userId),
  ],
);

/**
 * A learner's private calendar feed of all their courses' live classes. The token sits in the
 * feed address calendar apps poll without signing in; only its SHA-256 hash is stored, and making
 * a new one revokes the old.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * A reminder sent (or being sent) for a session: the day and hour reminders to its learners, and
 * the instructor's mail that a recording is about to be late. The key holds the start it was for,
 * so a moved session is reminded again at its new time; inserting the row first makes a second
 * process (or a retried sweep) that reaches the same reminder skip it.
 */
export const liveClassReminders = pgTable(
  'live_class_reminders',
  {
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['day', 'hour', 'recording_due'] }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.liveClassId, t.kind, t.startsAt] }),
    check('live_class_reminders_kind_check', sql`${t.kind} in ('day', 'hour', 'recording_due')`),
  ],
);
