import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  enrolmentMessages,
  quotePayment,
  type PaymentSubmission,
} from '@academy/contract/enrolment';
import type { FieldErrors } from '@academy/contract/errors';
import { compareMoney } from '@academy/contract/money';
import { studentsFor } from '@academy/contract/pricing';
import type { Db, DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrollments, paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { badRequest, detailError, notAuthenticated, notFound } from '../../lib/http-errors.ts';
import { violatedUniqueConstraint } from '../admin/constraint-errors.ts';
import { couponProblem, findCoupon, redeemCoupon } from './coupon-service.ts';
import { loadPricedCourse, type PricedCourse } from './course-pricing.ts';
import { isCourseOpenForEnrolment, isFreeCourse } from './policies.ts';

export type SubmittedPayment = {
  payment: typeof paymentSubmissions.$inferSelect;
  course: PricedCourse;
  payer: { id: number; email: string; firstName: string; lastName: string; language: 'en' | 'bn' };
};

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
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
 * POST /api/manualpaymentsubmit/. Everything the client sends is checked again here (section 5),
 * the amount is recomputed from the course price, discount in force, tier and coupon and must match
 * what the learner says they paid, and the submission, its teammates and the coupon use are stored
 * in one transaction. An advisory lock per (learner, course) keeps a double click from storing two.
 */
export async function submitPayment(
  db: Db,
  userId: number,
  input: PaymentSubmission,
  /** Queues the mails about it, inside the same transaction (payment-delivery.ts). */
  queueMails: (tx: Db, submitted: SubmittedPayment) => Promise<void>,
): Promise<SubmittedPayment> {
  const attempt = () =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`payment:${userId}:${input.course_id}`}))`,
      );
      const [payer] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
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
      const usedId = await tx
        .select({ id: paymentSubmissions.id })
        .from(paymentSubmissions)
        .where(eq(paymentSubmissions.transactionId, input.transaction_id));
      if (enrolled.length > 0) throw detailError(400, enrolmentMessages.alreadyEnrolled);
      if (pending.length > 0) throw detailError(400, enrolmentMessages.paymentPending);

      const errors: FieldErrors = {};
      if (usedId.length > 0)
        addError(errors, 'transaction_id', enrolmentMessages.transactionIdUsed);
      const students = studentsFor(input.payment_type);
      const teammates = [input.teammate_one, input.teammate_two].filter(
        (mate) => mate !== undefined,
      );
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
      const quote = quotePayment(
        course.pricing,
        students,
        coupon && !problem ? { discount_type: coupon.discountType, value: coupon.value } : null,
      );
      if (!quote) addError(errors, 'payment_type', enrolmentMessages.groupUnavailable);
      if (quote && !problem && compareMoney(quote.total, input.paid_amount) !== 0) {
        addError(
          errors,
          'paid_amount',
          enrolmentMessages.amountMismatch.replace('{amount}', `৳${quote.total}`),
        );
      }
      if (Object.keys(errors).length > 0 || !quote) throw badRequest(errors);

      const [payment] = await tx
        .insert(paymentSubmissions)
        .values({
          userId,
          courseId: course.id,
          paymentType: input.payment_type,
          students,
          senderNumber: input.sender_number,
          transactionId: input.transaction_id,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          paidAmount: input.paid_amount,
          computedAmount: quote.total,
        })
        .returning();
      if (teammates.length > 0) {
        await tx.insert(paymentTeammates).values(
          teammates.map((mate, index) => ({
            paymentId: payment!.id,
            position: index + 1,
            name: mate.name,
            email: mate.email,
            number: mate.number,
          })),
        );
      }
      if (coupon) {
        const refused = await redeemCoupon(tx, coupon, userId, payment!.id);
        if (refused) throw badRequest({ coupon_code: [refused] });
      }
      const submitted = { payment: payment!, course, payer };
      await queueMails(tx, submitted);
      return submitted;
    });
  try {
    return await attempt();
  } catch (error) {
    // Two learners racing with one transaction ID: the unique index decides, the loser hears why.
    if (violatedUniqueConstraint(error) === 'payment_submissions_transaction_id_unique') {
      throw badRequest({ transaction_id: [enrolmentMessages.transactionIdUsed] });
    }
    throw error;
  }
}
