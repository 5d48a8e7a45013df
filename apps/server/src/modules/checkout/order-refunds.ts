import { and, eq, inArray, sql } from 'drizzle-orm';
import { refundMessages } from '@academy/contract/admin';
import { compareMoney, subtractMoney } from '@academy/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { orderRefunds, paymentOrders } from '../../db/schema/orders.ts';
import { detailError, fieldError, notFound } from '../../lib/http-errors.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { findMailRecipients } from '../accounts/account-queries.ts';
import { recordAudit } from '../admin/audit.ts';
import { compose } from '../enrolment/payment-mails.ts';
import { insertPaymentNotices } from '../enrolment/payment-notifications.ts';
import { takaFor } from '../enrolment/payment-wording.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { GatewayClients } from './gateway-clients.ts';
import type { OrderRow } from './order-service.ts';
import { orderWording } from './order-wording.ts';
import { checkRefund, sendRefund, type RefundRow, type RefundVerdict } from './refund-gateways.ts';
import { queueRefundCheck } from './refund-settle-queue.ts';

export type { RefundRow };

export type RefundDeps = GatewayClients & {
  db: Db;
  jobs: Jobs;
  mailer: MailQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
};

export type RefundInput = { amount: string; reason: string; request_id: string };

/** A refund made (or found again for a replayed request), and the notices to push. */
export type RefundOutcome = { orderId: number; refund: RefundRow; notices: NotificationRow[] };

/**
 * Step one, in a transaction holding the order's row: a request seen before answers as before;
 * otherwise the order must be paid with enough left (or hold money for staff, returned in full),
 * and the refund is stored `requested` with its amount already reserved, so concurrent refunds
 * (other requests, other processes) can never together pass what was paid (the table's check
 * says so too). Its checking job is queued in the same transaction: a refund whose answer is lost,
 * or a process stopped mid-call, is reconciled with the gateway, never sent blindly again.
 */
async function reserve(
  deps: RefundDeps,
  invoice: string,
  input: RefundInput & { of_held_money?: boolean },
  actorId: number,
): Promise<{ order: OrderRow; refund: RefundRow; replayed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.invoiceNumber, invoice))
      .for('update');
    if (!order) throw notFound();
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.requestId, input.request_id));
    if (earlier) {
      const same =
        earlier.orderId === order.id &&
        compareMoney(earlier.amount, input.amount) === 0 &&
        earlier.reason === input.reason;
      if (!same) throw detailError(409, refundMessages.requestReused);
      return { order, refund: earlier, replayed: true };
    }
    const held = input.of_held_money === true;
    if (held) {
      if (order.heldState !== 'held') throw detailError(400, refundMessages.notHeld);
    } else {
      if (order.status === 'refunded') throw detailError(400, refundMessages.nothingLeft);
      if (order.status !== 'paid' || !order.gatewayTrxId) {
        throw detailError(400, refundMessages.notPaid);
      }
      const left = subtractMoney(order.amount, order.refundedAmount);
      if (compareMoney(left, '0') <= 0) throw detailError(400, refundMessages.nothingLeft);
      if (compareMoney(input.amount, left) > 0) {
        throw fieldError('amount', refundMessages.tooMuch.replace('{max}', left));
      }
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amount: input.amount,
        reason: input.reason,
        requestId: input.request_id,
        actorId,
        ofHeldMoney: held,
      })
      .returning();
    const [reserved] = await tx
      .update(paymentOrders)
      .set(
        held
          ? { heldState: 'returning' }
          : { refundedAmount: sql`${paymentOrders.refundedAmount} + ${input.amount}` },
      )
      .where(eq(paymentOrders.id, order.id))
      .returning();
    await queueRefundCheck(deps.jobs, tx, refund!.id);
    return { order: reserved!, refund: refund!, replayed: false };
  });
}

/**
 * The gateway refused or cancelled the refund: it is kept as failed (with the gateway's words) and
 * its reservation taken back, so the order can be refunded again.
 */
async function markFailed(db: Db, refund: RefundRow, why: string, actorId: number | null) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderRefunds)
      .set({ status: 'failed', failureReason: why.slice(0, 500), settledAt: sql`now()` })
      .where(and(eq(orderRefunds.id, refund.id), inArray(orderRefunds.status, OPEN)))
      .returning();
    if (!failed) return undefined;
    await tx
      .update(paymentOrders)
      .set(
        failed.ofHeldMoney
          ? { heldState: 'held' }
          : { refundedAmount: sql`${paymentOrders.refundedAmount} - ${failed.amount}` },
      )
      .where(eq(paymentOrders.id, failed.orderId));
    await recordAudit(tx, {
      actorId,
      action: 'order.refund_failed',
      entityType: 'order',
      entityId: failed.orderId,
      details: { refund_id: failed.id, amount: failed.amount, why: failed.failureReason },
    });
    return failed;
  });
}

/** The gateway accepted the refund and will confirm it: pending, with its reference. */
async function markPending(db: Db, refund: RefundRow, gatewayRefundId: string) {
  const [pending] = await db
    .update(orderRefunds)
    .set({ status: 'pending', gatewayRefundId })
    .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'requested')))
    .returning();
  return pending;
}

/** Refunds not yet final: requested (answer awaited or lost) and pending at the gateway. */
const OPEN = ['requested', 'pending'] as const;

/** Ends the enrolments the order created and takes them off the course's student count. */
async function endEnrolments(tx: DbTransaction, order: OrderRow): Promise<number[]> {
  const ended = await tx
    .delete(enrollments)
    .where(eq(enrollments.orderId, order.id))
    .returning({ userId: enrollments.userId });
  if (ended.length > 0) {
    await tx
      .update(courses)
      .set({ studentsCount: sql`greatest(${courses.studentsCount} - ${ended.length}, 0)` })
      .where(eq(courses.id, order.courseId));
  }
  return ended.map((row) => row.userId);
}

/** Teammates whose place a full refund ended are told why, by notification and mail. */
async function tellTeammates(
  deps: RefundDeps,
  tx: DbTransaction,
  userIds: number[],
  about: { courseId: number; courseTitle: string; payerName: string },
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return [];
  const mates = await findMailRecipients(tx, userIds);
  for (const mate of mates) {
    const words = orderWording[mate.language];
    await deps.mailer.send(
      compose(
        mate,
        words.teammateEndedSubject(about.courseTitle),
        [words.teammateEndedNotice(about.courseTitle, about.payerName)],
        `${deps.publicUrl}/course/${about.courseId}`,
      ),
      { tx },
    );
  }
  return insertPaymentNotices(
    tx,
    mates.map((mate) => ({
      userId: mate.id,
      courseId: about.courseId,
      message: orderWording[mate.language].teammateEndedNotice(about.courseTitle, about.payerName),
    })),
  );
}

/**
 * Step three, in one transaction, once the gateway confirmed the money went back: the refund is
 * refunded with the gateway's reference; a full refund turns the order `refunded` and ends the
 * enrolments it created (held money returned just closes the hold); the buyer's notification and
 * mail (a job, decision 012), those of teammates whose place ended, and the audit entry (who, how
 * much, why, the reference) are written with it. Null when another run finished it first.
 */
async function complete(
  deps: RefundDeps,
  refund: RefundRow,
  gatewayRefundId: string,
): Promise<RefundOutcome | null> {
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: 'refunded', gatewayRefundId, settledAt: sql`now()` })
      .where(and(eq(orderRefunds.id, refund.id), inArray(orderRefunds.status, OPEN)))
      .returning();
    if (!done) return null;
    const [current] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, refund.orderId))
      .for('update');
    let order = current!;
    const full = !done.ofHeldMoney && compareMoney(order.refundedAmount, order.amount) === 0;
    let endedFor: number[] = [];
    if (done.ofHeldMoney) {
      [order] = (await tx
        .update(paymentOrders)
        .set({ heldState: 'returned' })
        .where(eq(paymentOrders.id, order.id))
        .returning()) as [OrderRow];
    } else if (full) {
      [order] = (await tx
        .update(paymentOrders)
        .set({ status: 'refunded' })
        .where(eq(paymentOrders.id, order.id))
        .returning()) as [OrderRow];
      endedFor = await endEnrolments(tx, order);
    }
    const [buyer] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, order.userId));
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, order.courseId));
    const words = orderWording[buyer!.language];
    // The reason is the staff member's words, so it ends the message.
    const lines = [
      ...(full ? [words.enrolmentEnded] : []),
      words.refundNotice(course!.title, takaFor(refund.amount, buyer!.language), refund.reason),
    ];
    const notices = await insertPaymentNotices(tx, [
      { userId: order.userId, courseId: order.courseId, message: lines.join(' ') },
    ]);
    await deps.mailer.send(
      compose(buyer!, words.refundSubject(course!.title), lines, `${deps.publicUrl}/payments`),
      { tx },
    );
    const payerName = `${buyer!.firstName} ${buyer!.lastName}`.trim();
    notices.push(
      ...(await tellTeammates(
        deps,
        tx,
        endedFor.filter((id) => id !== order.userId),
        {
          courseId: order.courseId,
          courseTitle: course!.title,
          payerName,
        },
      )),
    );
    await recordAudit(tx, {
      actorId: done.actorId,
      action: done.ofHeldMoney
        ? 'order.held_money_returned'
        : full
          ? 'order.refunded'
          : 'order.partially_refunded',
      entityType: 'order',
      entityId: order.id,
      details: {
        invoice_number: order.invoiceNumber,
        gateway: order.gateway,
        amount: refund.amount,
        reason: refund.reason,
        gateway_refund_id: gatewayRefundId,
        refunded_total: order.refundedAmount,
        ended_enrolments: endedFor,
      },
    });
    return { orderId: order.id, refund: done!, notices };
  });
}

/**
 * Acts on the gateway's verdict about a refund not yet final (the refund flow right after the
 * call, the checking job, the console's check): refunded completes it, pending records the
 * gateway's reference, failed takes the reservation back, unknown leaves it for the next check.
 * A refund the verdict has just found accepted is asked about once more: SSLCommerz often
 * confirms at once, and otherwise the checking job asks until it does.
 */
export async function applyVerdict(
  deps: RefundDeps,
  order: OrderRow,
  refund: RefundRow,
  verdict: RefundVerdict,
): Promise<{ refund: RefundRow; notices: NotificationRow[] }> {
  const reread = async () =>
    (await deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, refund.id)))[0]!;
  if (verdict.state === 'refunded') {
    const outcome = await complete(deps, refund, verdict.gatewayRefundId);
    return outcome ?? { refund: await reread(), notices: [] };
  }
  if (verdict.state === 'pending' && refund.status === 'requested') {
    const pending = await markPending(deps.db, refund, verdict.gatewayRefundId);
    if (pending) return applyVerdict(deps, order, pending, await checkRefund(deps, order, pending));
  } else if (verdict.state === 'failed') {
    deps.log.warn({ refund: refund.id, why: verdict.why }, 'refund refused by the gateway');
    await markFailed(deps.db, refund, verdict.why, null);
  }
  return { refund: await reread(), notices: [] };
}

/**
 * Refunds a paid online order in full or in part (or returns money held on a failed one), at
 * most once per request id and never past what was paid. The gateway is asked between
 * transactions, so no row stays locked during the network call. A refusal takes the reservation
 * back (502); an accepted refund is pending until the gateway confirms it; a lost answer leaves
 * it requested, and the checking job finds out from the gateway what happened.
 */
export async function refundOrder(
  deps: RefundDeps,
  actorId: number,
  invoice: string,
  input: RefundInput & { of_held_money?: boolean },
): Promise<RefundOutcome & { replayed: boolean }> {
  const { order, refund, replayed } = await reserve(deps, invoice, input, actorId);
  if (replayed) return { orderId: order.id, refund, notices: [], replayed };
  let verdict: RefundVerdict;
  try {
    verdict = await sendRefund(deps, order, refund);
  } catch (error) {
    await markFailed(deps.db, refund, 'not sent', actorId);
    throw error;
  }
  if (verdict.state === 'unknown') {
    deps.log.warn({ invoice: order.invoiceNumber }, 'refund: no answer from the gateway');
  }
  const settled = await applyVerdict(deps, order, refund, verdict);
  if (settled.refund.status === 'failed') throw detailError(502, refundMessages.gatewayRefused);
  return { orderId: order.id, ...settled, replayed };
}
