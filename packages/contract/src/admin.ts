import { z } from 'zod';
import {
  PROMO_CODE_PATTERN,
  requiredText as requiredFieldText,
  textFieldMessages,
  toLatinDigits,
  tooLongMessage,
} from './fields.ts';
import { courseBadges, courseStatuses } from './catalogue.ts';
import { orderSchema, orderStatuses, paymentGateways } from './checkout.ts';
import {
  enrollmentSources,
  enrolmentMessages,
  paymentSchema,
  paymentStatuses,
  REJECT_REASON_MAX_LENGTH,
} from './enrolment.ts';
import { isMoney, normaliseMoney, toPoisha } from './money.ts';
import { moneySchema } from './money-schema.ts';
import { pageQuerySchema } from './pagination.ts';
import { discountTypes } from './pricing.ts';
import { roles, roleSchema } from './roles.ts';

/**
 * The staff console (/api/admin/…, docs/api.md): payments to verify, users and roles, catalogue
 * settings and the overview. Every call needs the admin role.
 */

export const ADMIN_PAGE_SIZE = 25;
/** The overview chart covers this many days, today included. */
export const OVERVIEW_DAYS = 30;
export const SEARCH_MAX = 100;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;
export const COUPON_CODE_MAX = 32;
export const BADGE_TEXT_MAX = 60;

export const adminMessages = {
  required: textFieldMessages.required,
  tooLong: textFieldMessages.tooLong,
  invalidAmount: 'Enter a valid amount.',
  percentageTooHigh: 'A percentage cannot be more than 100.',
  invalidDate: 'Enter a valid date and time.',
  invalidSlug: 'Use lowercase letters, digits and hyphens only.',
  invalidCode: 'Use 4 to 32 letters and digits only.',
  positiveNumber: 'Ensure this value is greater than or equal to 1.',
  ownRole: 'You cannot change your own role.',
  categoryNameTaken: 'A category with this name already exists.',
  categorySlugTaken: 'A category with this slug already exists.',
  categoryHasCourses: 'This category still has courses. Move them to another category first.',
  couponCodeTaken: 'A coupon with this code already exists.',
  unknownCourse: 'Course {id} does not exist.',
  duplicateTier: 'Each group size may appear only once.',
  onePopularTier: 'Mark at most one tier as popular.',
  priceAfterDiscountCourse: 'Sale prices can only be set for the courses of this discount.',
  nothingToChange: 'No changes to update',
  draftNoBadge: 'A draft course is not listed, so it cannot carry a badge.',
} as const;

/** Staff forms answer a missing, null or blank text alike: This field is required. */
function requiredText(max: number) {
  return z.preprocess((value) => value ?? '', requiredFieldText(max, adminMessages.required, true));
}

const amount = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? toLatinDigits(value) : value))
  .refine((value) => value !== undefined && value !== null && value !== '', {
    message: adminMessages.required,
    abort: true,
  })
  .refine(
    (value) => isMoney(value) && !String(value).trim().startsWith('-'),
    adminMessages.invalidAmount,
  )
  .transform((value) => normaliseMoney(value as string | number))
  .refine((value) => toPoisha(value) < 10n ** 12n, adminMessages.invalidAmount);

const optionalTime = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), adminMessages.invalidDate)
    .nullable()
    .optional(),
);

const limit = z.preprocess(
  (value) => (value === '' ? null : value),
  z.number().int().min(1, adminMessages.positiveNumber).max(1_000_000).nullable().optional(),
);

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

const pageQuery = pageQuerySchema.extend({
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(SEARCH_MAX, tooLongMessage(SEARCH_MAX)).optional(),
  ),
});

/* ---------- payments ---------- */

export const adminPaymentsQuerySchema = pageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(paymentStatuses).optional(),
  ),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminTeammateSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  /** The verified account the email belongs to, when one exists (before approval too). */
  user_id: z.number().int().nullable(),
  enrolled_at: z.string().nullable(),
});

/** A submission as staff verify it: the learner's fields plus payer, teammates and computed amount. */
export const adminPaymentSchema = paymentSchema.extend({
  sender_number: z.string(),
  computed_amount: moneySchema,
  /** False when what the learner claims to have sent differs from what the server computed. */
  amounts_match: z.boolean(),
  payer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  teammates: z.array(adminTeammateSchema),
  reviewed_by: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const rejectPaymentSchema = z.object({
  reason: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(1, { error: enrolmentMessages.reasonRequired, abort: true })
      .max(REJECT_REASON_MAX_LENGTH, enrolmentMessages.reasonTooLong),
  ),
});

/* ---------- online orders and refunds ---------- */

export const REFUND_REASON_MAX_LENGTH = 500;

export const refundMessages = {
  notPaid: 'Only a paid order can be refunded.',
  nothingLeft: 'This order has been refunded in full already.',
  tooMuch: 'At most ৳{max} can still be refunded on this order.',
  positive: 'Enter an amount greater than zero.',
  reasonRequired: 'Please give a reason for the refund.',
  reasonTooLong: tooLongMessage(REFUND_REASON_MAX_LENGTH),
  requestReused: 'This refund request was already made with other details. Open the form again.',
  gatewayNotConfigured:
    'This gateway is no longer configured here, so the refund cannot be sent. Refund it from the gateway’s merchant panel.',
  gatewayRefused: 'The gateway refused the refund. Nothing was refunded.',
  notHeld: 'This order holds no money waiting for a decision.',
  heldTooLittle:
    'The gateway captured less than this order costs, so it cannot pay for it. Return the money instead.',
  enrolNoteRequired: 'Say what you checked before enrolling (at least 10 characters).',
} as const;

/** A refund's life (docs/decisions/033): requested, pending at the gateway, then final. */
export const refundStatuses = ['requested', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Where money captured on a failed order stands (the staff queue of held money). */
export const heldStates = ['held', 'returning', 'returned', 'enrolled'] as const;
export type HeldState = (typeof heldStates)[number];

export const adminOrdersQuerySchema = pageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(orderStatuses).optional(),
  ),
  gateway: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(paymentGateways).optional(),
  ),
  /** true: only orders holding captured money that waits for staff (risky, mismatch). */
  held: z.preprocess((value) => value === 'true' || value === true, z.boolean()).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminInvoiceParamsSchema = z.object({ invoice: z.string().max(40) });

/** An online order as staff see it in the list: the buyer's view plus who bought it. */
export const adminOrderSchema = orderSchema.extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** What can still be refunded (the amount less every refund made or under way). */
  refundable_amount: moneySchema,
  /**
   * Money the gateway captured on this failed order that was not taken as its payment (risky,
   * another amount): staff return it or enrol after a check. Null when there is none.
   */
  held: z
    .object({
      amount: moneySchema,
      transaction_id: z.string(),
      state: z.enum(heldStates),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One refund: how much, why, who did it and when, where it stands and the gateway's reference. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(refundStatuses),
  /** Of money held on a failed order rather than of the order's payment. */
  of_held_money: z.boolean(),
  gateway_refund_id: z.string(),
  /** Why the gateway refused or cancelled it ('' otherwise). */
  failure_reason: z.string(),
  refunded_by: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** One order with its teammates and refunds. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  teammates: z.array(z.object({ name: z.string(), email: z.string(), enrolled: z.boolean() })),
  refunds: z.array(orderRefundSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * POST /api/admin/orders/{invoice}/refunds/: `request_id` is made once per refund form, so a
 * double click or a replayed request refunds once and answers the same.
 */
export const refundRequestSchema = z.object({
  amount: amount.refine((value) => toPoisha(value) > 0n, refundMessages.positive),
  reason: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(1, { error: refundMessages.reasonRequired, abort: true })
      .max(REFUND_REASON_MAX_LENGTH, refundMessages.reasonTooLong),
  ),
  request_id: z.uuid({ error: 'Enter a valid UUID.' }),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** POST /api/admin/orders/{invoice}/held/refund/: return held money in full through the gateway. */
export const heldRefundRequestSchema = refundRequestSchema.omit({ amount: true });
export type HeldRefundRequest = z.input<typeof heldRefundRequestSchema>;

/** POST /api/admin/orders/{invoice}/held/enrol/: enrol on held money after a documented check. */
export const heldEnrolRequestSchema = z.object({
  note: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(10, refundMessages.enrolNoteRequired)
      .max(REFUND_REASON_MAX_LENGTH, refundMessages.reasonTooLong),
  ),
});
export type HeldEnrolRequest = z.input<typeof heldEnrolRequestSchema>;

/** The answer to a refund: the order as it now stands and the refund made. */
export const refundResultSchema = z.object({
  order: adminOrderDetailSchema,
  refund: orderRefundSchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/* ---------- users ---------- */

export const adminUsersQuerySchema = pageQuery.extend({
  role: z.preprocess((value) => (value === '' ? undefined : value), roleSchema.optional()),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  email_verified: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  enrollments_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  enrollments: z.array(
    z.object({
      enrollment_id: z.number().int(),
      course_id: z.number().int(),
      course_title: z.string(),
      source: z.enum(enrollmentSources),
      enrolled_at: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const roleChangeSchema = z.object({
  role: z.enum(roles, { error: `Select a valid choice: ${roles.join(', ')}.` }),
});

/* ---------- categories ---------- */

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name readers in Bangla see; '' until staff give one (they then see `name`). */
  name_bn: z.string(),
  slug: z.string(),
  position: z.number().int(),
  courses_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryInputSchema = z.object({
  name: requiredText(NAME_MAX),
  /** Optional; trimmed, '' when left out. */
  name_bn: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(NAME_MAX, tooLongMessage(NAME_MAX)),
  ),
  slug: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(1, { error: adminMessages.required, abort: true })
      .max(NAME_MAX, tooLongMessage(NAME_MAX))
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, adminMessages.invalidSlug),
  ),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/* ---------- discounts ---------- */

const discountTypeField = z.enum(discountTypes, {
  error: 'Select a valid choice: fixed or percentage.',
});

export const discountInputSchema = z
  .object({
    name: requiredText(NAME_MAX),
    discount_type: discountTypeField,
    value: amount,
    end_date: optionalTime,
    is_active: z.boolean().default(true),
    courses: z.array(idParam).max(500).default([]),
    /** Course id → explicit sale price. */
    price_after_discount: z.record(z.string().regex(/^\d{1,9}$/), amount).default({}),
  })
  .refine((input) => input.discount_type !== 'percentage' || toPoisha(input.value) <= 10000n, {
    path: ['value'],
    message: adminMessages.percentageTooHigh,
  })
  .refine(
    (input) =>
      Object.keys(input.price_after_discount).every((id) => input.courses.includes(Number(id))),
    { path: ['price_after_discount'], message: adminMessages.priceAfterDiscountCourse },
  );
export type DiscountInput = z.input<typeof discountInputSchema>;

export const adminDiscountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  discount_type: z.enum(discountTypes),
  value: moneySchema,
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  /** Active and not ended: what the catalogue applies now. */
  in_force: z.boolean(),
  courses: z.array(z.number().int()),
  price_after_discount: z.record(z.string(), moneySchema),
  created_at: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/* ---------- coupons ---------- */

export const couponInputSchema = z
  .object({
    code: z.preprocess(
      (value) => value ?? '',
      z
        .string()
        .trim()
        .min(1, { error: adminMessages.required, abort: true })
        .max(COUPON_CODE_MAX, adminMessages.invalidCode)
        .regex(PROMO_CODE_PATTERN, adminMessages.invalidCode)
        .transform((code) => code.toUpperCase()),
    ),
    name: requiredText(NAME_MAX),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, tooLongMessage(DESCRIPTION_MAX))
      .default(''),
    discount_type: discountTypeField,
    value: amount,
    course_id: idParam.nullable().default(null),
    expires_at: optionalTime,
    max_uses: limit,
    max_uses_per_user: limit,
    is_active: z.boolean().default(true),
  })
  .refine((input) => input.discount_type !== 'percentage' || toPoisha(input.value) <= 10000n, {
    path: ['value'],
    message: adminMessages.percentageTooHigh,
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(discountTypes),
  value: moneySchema,
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  expires_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/* ---------- courses ---------- */

export const adminTierSchema = z.object({
  students: z.number().int(),
  price_per_student: moneySchema,
  savings: moneySchema,
  is_popular: z.boolean(),
});

export const adminCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: moneySchema,
  category_id: z.number().int(),
  category_name: z.string(),
  instructor_name: z.string(),
  status: z.enum(courseStatuses),
  badge: z.enum(courseBadges).nullable(),
  badge_text: z.string().nullable(),
  enrollment_open: z.boolean(),
  students_count: z.number().int(),
  tiers: z.array(adminTierSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const adminCoursesQuerySchema = pageQuery;

export const courseSettingsSchema = z
  .object({
    status: z.enum(courseStatuses).optional(),
    badge: z.enum(courseBadges).nullable().optional(),
    badge_text: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(BADGE_TEXT_MAX, tooLongMessage(BADGE_TEXT_MAX)).nullable().optional(),
    ),
    enrollment_open: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: adminMessages.nothingToChange,
  });
export type CourseSettingsInput = z.input<typeof courseSettingsSchema>;

export const tiersInputSchema = z.object({
  tiers: z
    .array(
      z.object({
        students: z.number().int().min(1).max(3),
        price_per_student: amount,
        is_popular: z.boolean().default(false),
      }),
    )
    .max(3)
    .refine(
      (tiers) => new Set(tiers.map((tier) => tier.students)).size === tiers.length,
      adminMessages.duplicateTier,
    )
    .refine(
      (tiers) => tiers.filter((tier) => tier.is_popular).length <= 1,
      adminMessages.onePopularTier,
    ),
});
export type TiersInput = z.input<typeof tiersInputSchema>;

/* ---------- overview ---------- */

export const overviewSchema = z.object({
  pending_payments: z.number().int(),
  days: z.array(
    z.object({
      /** YYYY-MM-DD in Asia/Dhaka, oldest first. */
      date: z.string(),
      enrollments: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  total_enrollments: z.number().int(),
  total_revenue: moneySchema,
});
export type Overview = z.infer<typeof overviewSchema>;
