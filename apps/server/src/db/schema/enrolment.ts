import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { courseCohorts } from './cohorts.ts';
import { createdAt, id, money, timestamptz, updatedAt } from './columns.ts';
import { lessons } from './course-content.ts';
import { enrollmentSource, paymentStatus, paymentType } from './enums.ts';
import { paymentOrders } from './orders.ts';
import { coupons } from './pricing.ts';

/**
 * A manual mobile-money (bKash) payment claimed by a learner, waiting for staff review. Payments
 * are financial records: deleting their user or course is refused rather than cascaded.
 */
export const paymentSubmissions = pgTable(
  'payment_submissions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    paymentType: paymentType('payment_type').notNull(),
    /** Students paid for, the payer included: 1 single, 2 duo, 3 trio. */
    students: smallint('students').notNull(),
    senderNumber: text('sender_number').notNull(),
    /** Provider transaction id; unique so one transfer cannot be claimed twice. */
    transactionId: text('transaction_id').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The code as entered, kept even if the coupon is later deleted. */
    couponCode: text('coupon_code'),
    /** What the learner says they sent. */
    paidAmount: money('paid_amount').notNull(),
    /** What the server computed at submission; staff compare the two before approving. */
    computedAmount: money('computed_amount').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    /** Why staff rejected it, shown to the learner. */
    reason: text('reason'),
    /** The cohort the places are in; null for a self-paced course. */
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'restrict' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_submissions_transaction_id_unique').on(t.transactionId),
    // Staff queue: filter by status, oldest or newest first.
    index('payment_submissions_status_created_at_idx').on(t.status, t.createdAt),
    index('payment_submissions_user_id_idx').on(t.userId, t.createdAt),
    index('payment_submissions_course_id_idx').on(t.courseId),
    index('payment_submissions_cohort_id_idx').on(t.cohortId),
    // Staff overview: approved revenue per day over the last 30 days.
    index('payment_submissions_status_reviewed_at_idx').on(t.status, t.reviewedAt),
    check(
      'payment_submissions_students_match_type',
      sql`(${t.paymentType} = 'single' and ${t.students} = 1) or (${t.paymentType} = 'duo' and ${t.students} = 2) or (${t.paymentType} = 'trio' and ${t.students} = 3)`,
    ),
    check(
      'payment_submissions_amounts_non_negative',
      sql`${t.paidAmount} >= 0 and ${t.computedAmount} >= 0`,
    ),
  ],
);

/** A colleague named on a duo or trio payment, enrolled when the payment is approved. */
export const paymentTeammates = pgTable(
  'payment_teammates',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => paymentSubmissions.id, { onDelete: 'cascade' }),
    /** 1 for teammate_one, 2 for teammate_two. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** Lowercase, matched against accounts on approval and on later sign-up. */
    email: text('email').notNull(),
    number: text('number').notNull(),
    /** The account the teammate was matched to, once known. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    enrolledAt: timestamptz('enrolled_at'),
  },
  (t) => [
    uniqueIndex('payment_teammates_payment_position_unique').on(t.paymentId, t.position),
    index('payment_teammates_email_idx').on(t.email),
    index('payment_teammates_user_id_idx').on(t.userId),
    check('payment_teammates_position_range', sql`${t.position} in (1, 2)`),
  ],
);

/** A learner's access to a course. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: timestamptz('enrolled_at').notNull().defaultNow(),
    source: enrollmentSource('source').notNull(),
    /** The approved payment that granted access, for payment and admin sources. */
    paymentId: integer('payment_id').references(() => paymentSubmissions.id, {
      onDelete: 'set null',
    }),
    /** The paid online order that granted access. */
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    /** The learner's cohort; null when they follow the course at their own pace. */
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'restrict' }),
    /** Where "continue learning" resumes. */
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** Set when every lesson is complete; a certificate is issued at the same time. */
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_course_id_idx').on(t.courseId),
    index('enrollments_cohort_id_idx').on(t.cohortId),
    index('enrollments_payment_id_idx').on(t.paymentId),
    index('enrollments_order_id_idx').on(t.orderId),
    index('enrollments_last_lesson_id_idx').on(t.lastLessonId),
    // Staff overview: enrolments per day over the last 30 days.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt),
  ],
);

/** One use of a coupon by one manual payment or online order, counted against max_uses_per_user. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => paymentSubmissions.id, {
      onDelete: 'cascade',
    }),
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_payment_id_unique').on(t.paymentId),
    uniqueIndex('coupon_redemptions_order_id_unique').on(t.orderId),
    check('coupon_redemptions_one_source', sql`(${t.paymentId} is null) <> (${t.orderId} is null)`),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_user_id_idx').on(t.userId),
  ],
);
