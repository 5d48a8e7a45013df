import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';
import { createdAt, id, money, timestamptz, updatedAt } from './columns.ts';
import { discountType } from './enums.ts';

/**
 * A sale run by staff over some courses. It applies only while active and before its end date
 * (docs/rules.md, Discounts).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    name: text('name').notNull(),
    discountType: discountType('discount_type').notNull(),
    /** BDT off for `fixed`, percent off for `percentage`. */
    value: money('value').notNull(),
    endDate: timestamptz('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('discounts_value_non_negative', sql`${t.value} >= 0`),
    check(
      'discounts_percentage_at_most_100',
      sql`${t.discountType} <> 'percentage' or ${t.value} <= 100`,
    ),
  ],
);

/** A course covered by a discount, optionally with an explicit sale price that wins over value. */
export const discountCourses = pgTable(
  'discount_courses',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    priceAfterDiscount: money('price_after_discount'),
  },
  (t) => [
    primaryKey({ name: 'discount_courses_pk', columns: [t.discountId, t.courseId] }),
    // Course pages look up the discounts of one course.
    index('discount_courses_course_id_idx').on(t.courseId),
    check(
      'discount_courses_price_non_negative',
      sql`${t.priceAfterDiscount} is null or ${t.priceAfterDiscount} >= 0`,
    ),
  ],
);

/** A promo code entered on the payment page; the result is floored at 0. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored uppercase; codes are matched case-insensitively by uppercasing the input. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discountType: discountType('discount_type').notNull(),
    value: money('value').notNull(),
    /** When set, the coupon is valid for this course only; it goes with the course. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at'),
    /** Null means unlimited. */
    maxUses: integer('max_uses'),
    /** Null means unlimited. */
    maxUsesPerUser: integer('max_uses_per_user'),
    /** Redemptions so far, incremented in the same transaction that records one. */
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index('coupons_course_id_idx').on(t.courseId),
    check('coupons_code_uppercase', sql`${t.code} = upper(${t.code})`),
    check('coupons_value_non_negative', sql`${t.value} >= 0`),
    check(
      'coupons_percentage_at_most_100',
      sql`${t.discountType} <> 'percentage' or ${t.value} <= 100`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerUser} is null or ${t.maxUsesPerUser} > 0) and ${t.usedCount} >= 0`,
    ),
  ],
);
