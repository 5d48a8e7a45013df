import { eq, sql } from 'drizzle-orm';
import { enrolmentMessages, type PaymentSubmission } from '@academy/contract/enrolment';
import type { FieldErrors } from '@academy/contract/errors';
import { compareMoney } from '@academy/contract/money';
import type { Db } from '../../db/client.ts';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { redeemCoupon } from './coupon-service.ts';
import type { PricedCourse } from './course-pricing.ts';
import { addError, quotePurchase, type Payer } from './purchase-quote.ts';

export type SubmittedPayment = {
  payment: typeof paymentSubmissions.$inferSelect;
  course: PricedCourse;
  payer: Payer;
};

/**
 * POST /api/manualpaymentsubmit/. Everything the client sends is checked again here,
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
  now: Date,
): Promise<SubmittedPayment> {
  const attempt = () =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`payment:${userId}:${input.course_id}`}))`,
      );
      const errors: FieldErrors = {};
      const usedId = await tx
        .select({ id: paymentSubmissions.id })
        .from(paymentSubmissions)
        .where(eq(paymentSubmissions.transactionId, input.transaction_id));
      const { payer, course, students, teammates, coupon, cohort, quote } = await quotePurchase(
        tx,
        userId,
        input,
        errors,
        now,
      );
      if (usedId.length > 0) {
        errors.transaction_id = [enrolmentMessages.transactionIdUsed];
      }
      if (quote && !errors.coupon_code && compareMoney(quote.total, input.paid_amount) !== 0) {
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
          cohortId: cohort?.id ?? null,
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
