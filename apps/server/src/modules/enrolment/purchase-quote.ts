import { and, eq, inArray } from 'drizzle-orm';
import {
  enrolmentMessages,
  quotePayment,
  type CoursePricing,
  type PaymentQuote,
  type TeammateRequest,
} from '@academy/contract/enrolment';
import type { FieldErrors } from '@academy/contract/errors';
import type { PaymentType } from '@academy/contract/pricing';
import { studentsFor } from '@academy/contract/pricing';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrollments, paymentSubmissions } from '../../db/schema/enrolment.ts';
import { detailError, notAuthenticated, notFound } from '../../lib/http-errors.ts';
import { couponProblem, findCoupon, type CouponRow } from './coupon-service.ts';
import { loadPricedCourse, type PricedCourse } from './course-pricing.ts';
import { isCourseOpenForEnrolment, isFreeCourse } from './policies.ts';
import { claimSeats, type ClaimedCohort } from '../cohorts/cohort-seats.ts';

/** What a learner asks to buy, by manual transfer or online: course, group, coupon, teammates. */
export type PurchaseRequest = {
  course_id: number;
  cohort_id?: number | undefined;
  payment_type: PaymentType;
  coupon_code?: string | undefined;
  teammate_one?: TeammateRequest | undefined;
  teammate_two?: TeammateRequest | undefined;
};

export type Payer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'bn';
  /** 11-digit number; null for an account staff created without one. */
  phone: string | null;
};

export type PurchaseQuote = {
  payer: Payer;
  course: PricedCourse;
  students: number;
  teammates: TeammateRequest[];
  coupon: CouponRow | null;
  /** The cohort whose places were claimed; null for a self-paced course. */
  cohort: ClaimedCohort | null;
  /** Null when the group size is not offered (an error is then recorded). */
  quote: PaymentQuote | null;
};

export function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * A cohort's own price is what each of its learners pays: the course's discounts and group
 * savings are for the course price, so every group size the course offers costs it per learner.
 */
function cohortPricing(pricing: CoursePricing, price: string): CoursePricing {
  return {
    price,
    discount: null,
    tiers: pricing.tiers.map((tier) => ({ ...tier, price_per_student: price })),
  };
}

/** Teammate emails that already belong to someone enrolled in the course. */
async function enrolledTeammateEmails(tx: DbTransaction, courseId: number, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(
      enrollments,
      and(eq(enrollments.userId, users.id), eq(enrollments.courseId, courseId)),
    )
    .where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}

/**
 * Checks a purchase against the course, the learner's enrolments and pending manual payments,
 * the teammates and the coupon, and prices it from the course price, discount in force, tier and
 * coupon (never from a figure the client sent). Whole-request refusals throw; field problems are
 * added to `errors` for the caller to report with its own.
 */
export async function quotePurchase(
  tx: DbTransaction,
  userId: number,
  input: PurchaseRequest,
  errors: FieldErrors,
  now: Date,
): Promise<PurchaseQuote> {
  const [payer] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!payer) throw notAuthenticated();
  const course = await loadPricedCourse(tx, input.course_id);
  if (!course || course.status === 'draft') throw notFound(enrolmentMessages.courseNotFound);
  if (!isCourseOpenForEnrolment(course)) throw detailError(400, enrolmentMessages.courseClosed);
  if (isFreeCourse(course)) throw detailError(400, enrolmentMessages.freeCourseNoPayment);

  // One after another: a transaction's queries share one connection.
  const enrolled = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)));
  const pending = await tx
    .select({ id: paymentSubmissions.id })
    .from(paymentSubmissions)
    .where(
      and(
        eq(paymentSubmissions.userId, userId),
        eq(paymentSubmissions.courseId, course.id),
        eq(paymentSubmissions.status, 'pending'),
      ),
    );
  if (enrolled.length > 0) throw detailError(400, enrolmentMessages.alreadyEnrolled);
  if (pending.length > 0) throw detailError(400, enrolmentMessages.paymentPending);

  const students = studentsFor(input.payment_type);
  const teammates = [input.teammate_one, input.teammate_two].filter((mate) => mate !== undefined);
  const keys = ['teammate_one', 'teammate_two'] as const;
  const alreadyIn = await enrolledTeammateEmails(
    tx,
    course.id,
    teammates.map((mate) => mate.email),
  );
  teammates.forEach((mate, index) => {
    if (mate.email === payer.email) {
      addError(errors, `${keys[index]}.email`, enrolmentMessages.teammateIsYou);
    } else if (alreadyIn.has(mate.email)) {
      addError(errors, `${keys[index]}.email`, enrolmentMessages.teammateEnrolled);
    }
  });

  const coupon = input.coupon_code ? await findCoupon(tx, input.coupon_code) : null;
  const problem = input.coupon_code ? await couponProblem(tx, coupon, course.id, userId) : null;
  if (problem) addError(errors, 'coupon_code', problem);
  // Last, once everything else holds: the cohort's row stays locked to the end of the transaction.
  const cohort =
    Object.keys(errors).length > 0
      ? null
      : await claimSeats(
          tx,
          { courseId: course.id, cohortId: input.cohort_id, userId, students },
          now,
        );
  const quote = quotePayment(
    cohort?.price ? cohortPricing(course.pricing, cohort.price) : course.pricing,
    students,
    coupon && !problem ? { discount_type: coupon.discountType, value: coupon.value } : null,
  );
  if (!quote) addError(errors, 'payment_type', enrolmentMessages.groupUnavailable);
  return { payer, course, students, teammates, coupon: problem ? null : coupon, cohort, quote };
}
