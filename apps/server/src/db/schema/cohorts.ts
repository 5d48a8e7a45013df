import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { waitlistStatuses, type WaitlistStatus } from '@academy/contract/cohorts';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { courseModules } from './course-content.ts';
import { createdAt, id, money, timestamptz } from './columns.ts';

// Cohorts (docs/rules.md, Cohorts): a course taught as a batch with dates and seats. Days are the
// academy's calendar days (Dhaka's); a day starts at Dhaka's midnight.

/** A batch of a course ('Batch 8'): when it runs, when it takes learners, how many, at what price. */
export const courseCohorts = pgTable(
  'course_cohorts',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Enrolment is open from the first day through the last, both whole. */
    enrolmentOpensOn: date('enrolment_opens_on', { mode: 'string' }).notNull(),
    enrolmentClosesOn: date('enrolment_closes_on', { mode: 'string' }).notNull(),
    /** Places in the batch; null for no limit. */
    seats: integer('seats'),
    /** Its own price per learner; null when the course's pricing applies. */
    price: money('price'),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_cohorts_course_id_idx').on(t.courseId, t.startsOn),
    check('course_cohorts_dates_ordered', sql`${t.endsOn} >= ${t.startsOn}`),
    check('course_cohorts_window_ordered', sql`${t.enrolmentClosesOn} >= ${t.enrolmentOpensOn}`),
    check('course_cohorts_seats_positive', sql`${t.seats} is null or ${t.seats} > 0`),
    check('course_cohorts_price_non_negative', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/**
 * A learner waiting for a place in a full cohort. When a place frees, the first in line is offered
 * it for 24 hours (`offered`, the place held for them), then it passes to the next (`expired`).
 */
export const cohortWaitlist = pgTable(
  'cohort_waitlist',
  {
    id: id(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => courseCohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One live place in line per learner and cohort; ended entries stay as history.
    uniqueIndex('cohort_waitlist_live_unique')
      .on(t.cohortId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('cohort_waitlist_line_idx').on(t.cohortId, t.status, t.createdAt),
    check(
      'cohort_waitlist_status_known',
      sql`${t.status} in (${sql.raw(waitlistStatuses.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(
      'cohort_waitlist_offer_dated',
      sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`,
    ),
  ],
);

/** Staff moved a learner from one cohort of a course to another, and why. */
export const cohortMoves = pgTable(
  'cohort_moves',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fromCohortId: integer('from_cohort_id').references(() => courseCohorts.id, {
      onDelete: 'set null',
    }),
    toCohortId: integer('to_cohort_id').references(() => courseCohorts.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cohort_moves_user_course_idx').on(t.userId, t.courseId)],
);

/** A learner was told a module opened (notification and mail), so it is told once. */
export const moduleReleaseNotices = pgTable(
  'module_release_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('module_release_notices_unique').on(t.userId, t.moduleId)],
);

/**
 * A learner behind their cohort's schedule was mailed for the week starting on `week_of` (an
 * academy day, a Saturday), so the weekly progress mail goes once a week at most.
 */
export const cohortProgressMails = pgTable(
  'cohort_progress_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => courseCohorts.id, { onDelete: 'cascade' }),
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cohort_progress_mails_unique').on(t.userId, t.cohortId, t.weekOf)],
);
