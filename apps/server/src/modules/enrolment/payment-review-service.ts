import { and, eq, sql } from 'drizzle-orm';
import { enrolmentMessages } from '@academy/contract/enrolment';
import type { Db, DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { detailError, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { releaseCoupon } from './coupon-service.ts';
import { enrolPaidTeam, personColumns } from './paid-team.ts';
import type { MailRecipient } from './payment-mails.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { insertPaymentNotices } from './payment-notifications.ts';
import { paymentWording } from './payment-wording.ts';

type PaymentRow = typeof paymentSubmissions.$inferSelect;
type Person = MailRecipient & { id: number; lastName: string };

export type PaymentDecision = {
  payment: PaymentRow;
  course: { id: number; title: string };
  payer: Person;
  /** Teammates with an account, now enrolled. */
  enrolledTeammates: Person[];
  /** Teammates without a (verified) account: they get an invitation mail. */
  invitedTeammates: { email: string; name: string }[];
  notices: NotificationRow[];
};

/**
 * Moves a pending payment to its final status with one conditional UPDATE: of two staff members
 * deciding at once, exactly one succeeds and the other hears that it was already decided.
 */
async function decide(
  tx: DbTransaction,
  paymentId: number,
  values: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: number },
) {
  const [payment] = await tx
    .update(paymentSubmissions)
    .set({ ...values, reviewedAt: sql`now()` })
    .where(and(eq(paymentSubmissions.id, paymentId), eq(paymentSubmissions.status, 'pending')))
    .returning();
  if (payment) return payment;
  const [existing] = await tx
    .select({ status: paymentSubmissions.status })
    .from(paymentSubmissions)
    .where(eq(paymentSubmissions.id, paymentId));
  if (!existing) throw notFound();
  throw detailError(409, enrolmentMessages.alreadyDecided.replace('{status}', existing.status));
}

async function loadContext(tx: DbTransaction, payment: PaymentRow) {
  // One after another: a transaction's queries share one connection.
  const [course] = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, payment.courseId));
  const [payer] = await tx.select(personColumns).from(users).where(eq(users.id, payment.userId));
  return { course: course!, payer: payer! };
}

/**
 * POST /api/admin/payments/{id}/approve/: in one transaction the payment is approved, the payer
 * and every teammate whose email has a verified account are enrolled, the others are remembered
 * for claimTeammateInvitations, notifications are stored and the decision is audited.
 */
export async function approvePayment(
  db: Db,
  paymentId: number,
  actorId: number,
  /** Queues the mails about the decision, inside its transaction (payment-delivery.ts). */
  queueMails: (tx: Db, decision: PaymentDecision) => Promise<void>,
): Promise<PaymentDecision> {
  return db.transaction(async (tx) => {
    const payment = await decide(tx, paymentId, {
      status: 'approved',
      reason: null,
      reviewedBy: actorId,
    });
    const { course, payer } = await loadContext(tx, payment);
    const teammates = await tx
      .select()
      .from(paymentTeammates)
      .where(eq(paymentTeammates.paymentId, payment.id))
      .orderBy(paymentTeammates.position);
    const {
      enrolled: enrolledTeammates,
      invited: invitedTeammates,
      notices,
    } = await enrolPaidTeam(tx, {
      course,
      payer,
      payerNotice: paymentWording[payer.language].approvedNotice(course.title),
      teammates,
      paidBy: { paymentId: payment.id },
      linkTeammate: (teammateId, userId) =>
        tx
          .update(paymentTeammates)
          .set({ userId, enrolledAt: sql`now()` })
          .where(eq(paymentTeammates.id, teammateId)),
    });
    await recordAudit(tx, {
      actorId,
      action: 'payment.approve',
      entityType: 'payment',
      entityId: payment.id,
      details: {
        course_id: course.id,
        user_id: payer.id,
        transaction_id: payment.transactionId,
        paid_amount: payment.paidAmount,
        computed_amount: payment.computedAmount,
        enrolled_teammates: enrolledTeammates.map((mate) => mate.id),
        invited_teammates: invitedTeammates.map((mate) => mate.email),
      },
    });
    const decision = { payment, course, payer, enrolledTeammates, invitedTeammates, notices };
    await queueMails(tx, decision);
    return decision;
  });
}

/** POST /api/admin/payments/{id}/reject/: final; the coupon use is given back. */
export async function rejectPayment(
  db: Db,
  paymentId: number,
  actorId: number,
  reason: string,
  queueMails: (tx: Db, decision: PaymentDecision) => Promise<void>,
): Promise<PaymentDecision> {
  return db.transaction(async (tx) => {
    const payment = await decide(tx, paymentId, {
      status: 'rejected',
      reason,
      reviewedBy: actorId,
    });
    const { course, payer } = await loadContext(tx, payment);
    await releaseCoupon(tx, payment.id);
    const notices = await insertPaymentNotices(tx, [
      {
        userId: payer.id,
        courseId: course.id,
        message: paymentWording[payer.language].rejectedNotice(course.title, reason),
      },
    ]);
    await recordAudit(tx, {
      actorId,
      action: 'payment.reject',
      entityType: 'payment',
      entityId: payment.id,
      details: { course_id: course.id, user_id: payer.id, reason },
    });
    const decision = {
      payment,
      course,
      payer,
      enrolledTeammates: [],
      invitedTeammates: [],
      notices,
    };
    await queueMails(tx, decision);
    return decision;
  });
}
