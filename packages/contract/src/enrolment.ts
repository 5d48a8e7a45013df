import { z } from 'zod';
import { courseModuleSchema } from './catalogue.ts';
import { SUPPORT_PHONE } from './contact.ts';
import {
  BKASH_NUMBER_PATTERN,
  EMAIL_PATTERN,
  fieldMessages,
  PHONE_PATTERN,
  PROMO_CODE_PATTERN,
  TEAMMATE_NAME_MIN_LENGTH,
  textFieldMessages,
  toLatinDigits,
  tooLongMessage,
  TRANSACTION_ID_PATTERN,
} from './fields.ts';
import {
  compareMoney,
  isMoney,
  multiplyMoney,
  normaliseMoney,
  subtractMoney,
  type Money,
  type MoneyInput,
} from './money.ts';
import { moneySchema } from './money-schema.ts';
import { pageQuerySchema } from './pagination.ts';
import {
  discountedPrice,
  discountTypes,
  paymentTypes,
  type DiscountTerms,
  type DiscountType,
  type PaymentType,
} from './pricing.ts';

/**
 * Enrolment by manual bKash payment: the payment page's constants, the requests and answers of
 * coupons/validate, manualpaymentsubmit, payments, enrollments and enrolled-course, and the
 * messages both sides show word for word, and the price rule of a payment (quotePayment).
 */

/** The academy's bKash merchant wallet learners "Send Money" to (shown on the payment page). */
export const BKASH_RECIPIENT_NUMBER = '01886734215';
/** WhatsApp contact: the support line (contact.ts SUPPORT_PHONE) without "+", as wa.me wants it. */
export const WHATSAPP_NUMBER = SUPPORT_PHONE.replace(/\D/g, '');
export const WHATSAPP_URL = `https://wa.me/${WHATSAPP_NUMBER}`;
/** Longest reason staff may give when rejecting a payment. */
export const REJECT_REASON_MAX_LENGTH = 500;
/** Default page size of the learner's payment history. */
export const PAYMENTS_PAGE_SIZE = 20;

/** What the server answers, word for word; the web shows these or its own translation. */
export const enrolmentMessages = {
  fieldRequired: textFieldMessages.required,
  invalidInteger: 'A valid integer is required.',
  invalidAmount: 'Enter a valid amount.',
  /** When a call fails. */
  paymentFailed: 'Payment failed.',
  paymentSubmitFailed: 'Failed to submit payment.',
  invalidPromoCode: 'Invalid promo code.',
  validatePromoFailed: 'Failed to validate promo code.',
  /** Coupon rules beyond "unknown code". */
  promoExpired: 'This promo code has expired.',
  promoWrongCourse: 'This promo code is not valid for this course.',
  promoUsedUp: 'This promo code has reached its usage limit.',
  promoUsedByYou: 'You have already used this promo code the maximum number of times.',
  /** Submission rules. */
  paymentSubmitted:
    'Payment submitted. We will verify your transaction and enrol you shortly (usually within a few hours).',
  transactionIdUsed: 'This transaction ID has already been used.',
  amountMismatch: 'The amount does not match the price of this course ({amount}).',
  courseNotFound: 'Course not found',
  courseClosed: 'Enrolment in this course is closed.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  paymentPending: 'You already have a payment for this course waiting for review.',
  groupUnavailable: 'Group enrolment is not available for this course.',
  freeCourseNoPayment: 'This course is free. Enrol directly without a payment.',
  teammateIsYou: 'Enter the email address of a teammate, not your own.',
  teammatesSame: 'Each teammate needs a different email address.',
  teammateEnrolled: 'This teammate is already enrolled in this course.',
  /** Enrollments. */
  paidCourse: 'This is a paid course. Please complete the payment to enroll.',
  enrolled: 'You are now enrolled in this course.',
  notEnrolled: 'You are not enrolled in this course.',
  /** Staff decisions. */
  alreadyDecided: 'This payment has already been {status}.',
  reasonRequired: 'Please give a reason for the rejection.',
  reasonTooLong: tooLongMessage(REJECT_REASON_MAX_LENGTH),
} as const;

/** A string field that turns a missing value into '' so "required" reads the same either way. */
const text = () => z.preprocess((value) => value ?? '', z.string().trim());

/** Required, then a pattern; only the first failing message is reported. */
function patterned(required: string, pattern: RegExp, invalid: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(value) : (value ?? '')),
    z
      .string({ error: invalid })
      .trim()
      .min(1, { error: required, abort: true })
      .regex(pattern, { error: invalid }),
  );
}

/** Sender number 01, a digit 3 to 9, then 8 digits. */
export const senderNumberField = patterned(
  fieldMessages.bkashNumberRequired,
  BKASH_NUMBER_PATTERN,
  fieldMessages.invalidBkashNumber,
);
/** Alphanumeric, at least 10 characters; stored uppercase so case cannot dodge uniqueness. */
export const transactionIdInput = patterned(
  fieldMessages.transactionIdRequired,
  TRANSACTION_ID_PATTERN,
  fieldMessages.invalidTransactionId,
).transform((id) => id.toUpperCase());
/** An entered promo code is alphanumeric with at least 4 characters; '' means none. */
export const optionalPromoCode = text()
  .refine((code) => code === '' || PROMO_CODE_PATTERN.test(code), fieldMessages.invalidPromoCode)
  .transform((code) => (code === '' ? undefined : code.toUpperCase()));
/** A promo code that must be given (coupons/validate). */
export const promoCodeInput = patterned(
  fieldMessages.invalidPromoCode,
  PROMO_CODE_PATTERN,
  fieldMessages.invalidPromoCode,
).transform((code) => code.toUpperCase());

/** A teammate of a duo or trio, each field with its own exact messages. */
export const teammateInput = z.object({
  name: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .min(1, { error: fieldMessages.teammateNameRequired, abort: true })
      .min(TEAMMATE_NAME_MIN_LENGTH, fieldMessages.teammateNameTooShort)
      .max(100, tooLongMessage(100)),
  ),
  email: patterned(
    fieldMessages.teammateEmailRequired,
    EMAIL_PATTERN,
    fieldMessages.teammateInvalidEmail,
  ).transform((email) => email.toLowerCase()),
  number: patterned(
    fieldMessages.teammatePhoneRequired,
    PHONE_PATTERN,
    fieldMessages.teammateInvalidPhone,
  ),
});

export const paymentTypeField = z.enum(paymentTypes, {
  error: 'Select a valid choice: single, duo or trio.',
});

/**
 * Teammate one is required for duo and trio, teammate two for trio; a missing block
 * is validated as an empty one so every one of its fields reports its own message, and blocks the
 * payment type does not need are dropped.
 */
export function keepNeededTeammates(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const body = { ...(value as Record<string, unknown>) };
  const type = body.payment_type;
  const needed = type === 'trio' ? 2 : type === 'duo' ? 1 : 0;
  for (const [position, key] of (['teammate_one', 'teammate_two'] as const).entries()) {
    if (position < needed) body[key] = body[key] ?? {};
    else delete body[key];
  }
  return body;
}

const paymentFields = {
  payment_type: paymentTypeField,
  sender_number: senderNumberField,
  transaction_id: transactionIdInput,
  coupon_code: optionalPromoCode.optional(),
  teammate_one: teammateInput.optional(),
  teammate_two: teammateInput.optional(),
};

type TeammateEmails = { teammate_one?: { email?: unknown }; teammate_two?: { email?: unknown } };
export const teammatesDiffer = (body: TeammateEmails) =>
  !body.teammate_one?.email ||
  !body.teammate_two?.email ||
  String(body.teammate_one.email).toLowerCase() !== String(body.teammate_two.email).toLowerCase();
export const differentTeammates = {
  path: ['teammate_two', 'email'],
  message: enrolmentMessages.teammatesSame,
};

/** The payment page's own fields (the form resolves with this; the server adds course and amount). */
export const paymentFormSchema = z.preprocess(
  keepNeededTeammates,
  z.object(paymentFields).refine(teammatesDiffer, differentTeammates),
);
/** What the payment form holds while editing (every block present, maybe unused). */
export type PaymentFormValues = {
  payment_type: PaymentType;
  sender_number: string;
  transaction_id: string;
  coupon_code: string;
  teammate_one: TeammateRequest;
  teammate_two: TeammateRequest;
};
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

/** A positive id sent as a number or a digit string (course_id is a string). */
export const idInput = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? enrolmentMessages.fieldRequired
          : enrolmentMessages.invalidInteger,
    })
    .int(enrolmentMessages.invalidInteger)
    .min(1, enrolmentMessages.invalidInteger)
    .max(2_147_483_647, enrolmentMessages.invalidInteger),
);

/** POST /api/manualpaymentsubmit/, the payment submission. */
export const paymentSubmissionSchema = z.preprocess(
  keepNeededTeammates,
  z
    .object({
      ...paymentFields,
      course_id: idInput,
      /** Required when the course is taught in cohorts (docs/rules.md, Cohorts). */
      cohort_id: idInput.optional(),
      paid_amount: z
        .unknown()
        .refine((value) => value !== undefined && value !== null && value !== '', {
          message: enrolmentMessages.fieldRequired,
          abort: true,
        })
        .refine(
          (value) => isMoney(value) && !String(value).trim().startsWith('-'),
          enrolmentMessages.invalidAmount,
        )
        .transform((value) => normaliseMoney(value as string | number)),
    })
    .refine(teammatesDiffer, differentTeammates),
);
export type PaymentSubmission = z.output<typeof paymentSubmissionSchema>;
/** The teammate block as the payment page sends it. */
export type TeammateRequest = { name: string; email: string; number: string };
/** The body the payment page sends. */
export type PaymentSubmissionRequest = {
  course_id: string;
  cohort_id?: number;
  paid_amount: string;
  sender_number: string;
  transaction_id: string;
  payment_type: PaymentType;
  coupon_code?: string;
  teammate_one?: TeammateRequest;
  teammate_two?: TeammateRequest;
};

export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;
/** How an enrolment came about: a free course, a payment, or staff. */
export const enrollmentSources = ['free', 'payment', 'admin'] as const;
export type EnrollmentSource = (typeof enrollmentSources)[number];
export const paymentStatusSchema = z.enum(paymentStatuses);

/** GET /api/payments/: the caller's submissions, optionally of one course and in one state. */
export const myPaymentsQuerySchema = pageQuerySchema.extend({
  course: idInput.optional(),
  status: paymentStatusSchema.optional(),
});
export type MyPaymentsQuery = z.infer<typeof myPaymentsQuerySchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/payments/: one of the signed-in user's submissions. */
export const paymentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  payment_type: z.enum(paymentTypes),
  students: z.number().int(),
  paid_amount: moneySchema,
  transaction_id: z.string(),
  coupon_code: z.string().nullable(),
  status: paymentStatusSchema,
  /** Why staff rejected it; null otherwise. */
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The answer to a stored submission. */
export const paymentSubmittedSchema = z.object({ message: z.string(), payment: paymentSchema });

/** POST /api/coupons/validate/ body. */
export const couponValidateRequestSchema = z.object({ code: promoCodeInput, course_id: idInput });
/** The coupon validation response. */
export const couponValidationSchema = z.object({
  discount_type: z.enum(discountTypes),
  discount_value: moneySchema,
  coupon_name: z.string(),
  coupon_description: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;
/** The refusal of coupons/validate: `message` for clients, `detail` as DRF's. */
export const couponRefusalSchema = z.object({ message: z.string(), detail: z.string() });

/** An enrollment. */
export const enrollmentSchema = z.object({
  enrollment_id: z.number().int(),
  /** The course id. */
  course: z.number().int(),
  course_title: z.string(),
  thumbnail: z.string().nullable(),
  enrolled_at: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollRequestSchema = z.object({
  course_id: idInput,
  /** Required when the course is taught in cohorts (docs/rules.md, Cohorts). */
  cohort_id: idInput.optional(),
});
export const enrolledSchema = z.object({ message: z.string(), enrollment: enrollmentSchema });

/** GET /api/enrolled-course/{id}/: the course as its learners follow it. */
export const enrolledCourseSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  description: z.string(),
  overview: z.string(),
  thumbnail: z.string().nullable(),
  class_code: z.string(),
  instructor_id: z.number().int(),
  instructor_name: z.string(),
  instructor_profile_picture: z.string().nullable(),
  total_lessons: z.number().int(),
  completed_lessons: z.number().int(),
  /** Null for the course's instructor and staff, who follow it without enrolling. */
  enrolled_at: z.string().nullable(),
  is_instructor: z.boolean(),
  /** Learning (docs/rules.md, Learning): whole percent done, where to resume, completion and certificate. */
  percentage: z.number().int().min(0).max(100),
  last_lesson_id: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  certificate_code: z.string().nullable(),
  /** The course total the certificate requires besides every lesson; null when lessons are enough. */
  certificate_pass_percent: z.number().int().nullable(),
  /** The caller may add, edit and delete this course's notes (its instructor or staff). */
  can_manage_notes: z.boolean(),
  modules: z.array(courseModuleSchema),
  notes: z.array(
    z.object({
      note_id: z.number().int(),
      title: z.string(),
      body: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;

/** A coupon's terms as coupons/validate answers them. */
export type CouponTerms = { discount_type: DiscountType; value: MoneyInput };

/** What decides a course's price for a payment: its price, the discount in force, its tiers. */
export type CoursePricing = {
  price: MoneyInput;
  /** The discount in force the catalogue shows for the course (the best one), or null. */
  discount: DiscountTerms | null;
  tiers: readonly { students: number; price_per_student: MoneyInput }[];
};

/** The price breakdown of the payment page; every amount per student except the total. */
export type PaymentQuote = {
  students: number;
  /** The group tier's price per student, or the course price for one student. */
  base_price: Money;
  discount_amount: Money;
  coupon_amount: Money;
  per_student: Money;
  total: Money;
};

/** Single unless group pricing applies; a course offers a group size through a tier. */
export function isGroupSizeOffered(pricing: Pick<CoursePricing, 'tiers'>, students: number) {
  return students === 1 || pricing.tiers.some((tier) => tier.students === students);
}

/**
 * What a payment for `students` costs, the same on the payment page and the server:
 * start from the tier's price per student (the course price without tiers); the discount in force
 * applies to it (never raising it); the coupon then applies the same way, floored at 0; the total
 * is the price per student times the students. Null when the course offers no such group.
 */
export function quotePayment(
  pricing: CoursePricing,
  students: number,
  coupon: CouponTerms | null,
): PaymentQuote | null {
  if (!isGroupSizeOffered(pricing, students)) return null;
  const tier = pricing.tiers.find((candidate) => candidate.students === students);
  const base = normaliseMoney(tier?.price_per_student ?? pricing.price);
  const discounted = pricing.discount ? discountedPrice(base, pricing.discount) : base;
  const afterDiscount = compareMoney(discounted, base) < 0 ? discounted : base;
  const perStudent = coupon ? discountedPrice(afterDiscount, coupon) : afterDiscount;
  return {
    students,
    base_price: base,
    discount_amount: subtractMoney(base, afterDiscount),
    coupon_amount: subtractMoney(afterDiscount, perStudent),
    per_student: perStudent,
    total: multiplyMoney(perStudent, students),
  };
}
