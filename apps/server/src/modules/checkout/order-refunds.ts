import { and, eq, sql } from 'drizzle-orm';
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
import { isGatewayTrouble } from './gateway-calls.ts';
import type { GatewayClients } from './gateway-clients.ts';
import { withBkashToken } from './gateway-tokens.ts';
import type { OrderRow } from './order-service.ts';
import { orderWording } from './order-wording.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;

export type RefundDeps = GatewayClients & {
  db: Db;
  mailer: MailQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
};

export type RefundInput = { amount: string; reason: string; request_id: string };

/** A refund made (or found again for a replayed request), and the notices to push. */
export type RefundOutcome = { orderId: number; refund: RefundRow; notices: NotificationRow[] };

/** What the gateway said: its reference, or that it refused. */
type GatewayAnswer = { refundId: string } | { refused: string };

/**
 * Step one, in a transaction holding the order's row: a request seen before answers as before;
 * otherwise the order must be paid with enough left, and the refund is stored `pending` with its
 * amount already added to the order's refunded amount, so concurrent refunds (other requests,
 * other processes) can never together pass what was paid (the table's check says so too).
 */
async function reserve(
  db: Db,
  invoice: string,
  input: RefundInput,
  actorId: number,
): Promise<{ order: OrderRow; refund: RefundRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
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
      if (earlier.status === 'pending') throw detailError(409, refundMessages.inProgress);
      return { order, refund: earlier, replayed: true };
    }
    if (order.status === 'refunded') throw detailError(400, refundMessages.nothingLeft);
    if (order.status !== 'paid' || !order.gatewayTrxId) {
      throw detailError(400, refundMessages.notPaid);
    }
    const left = subtractMoney(order.amount, order.refundedAmount);
    if (compareMoney(left, '0') <= 0) throw detailError(400, refundMessages.nothingLeft);
    if (compareMoney(input.amount, left) > 0) {
      throw fieldError('amount', refundMessages.tooMuch.replace('{max}', left));
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amount: input.amount,
        reason: input.reason,
        requestId: input.request_id,
        actorId,
      })
      .returning();
    const [reserved] = await tx
      .update(paymentOrders)
      .set({ refundedAmount: sql`${paymentOrders.refundedAmount} + ${input.amount}` })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    return { order: reserved!, refund: refund!, replayed: false };
  });
}

/** The gateway refused or could not be asked: the reservation is taken back. */
async function release(db: Db, refund: RefundRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')))
      .returning();
    if (!removed) return;
    await tx
      .update(paymentOrders)
      .set({ refundedAmount: sql`${paymentOrders.refundedAmount} - ${removed.amount}` })
      .where(eq(paymentOrders.id, removed.orderId));
  });
}

/** Step two, with no transaction open: ask the order's gateway to refund. */
async function askGateway(
  deps: RefundDeps,
  order: OrderRow,
  refund: RefundRow,
): Promise<GatewayAnswer> {
  if (order.gateway === 'bkash') {
    const bkash = deps.bkash;
    if (!bkash) throw detailError(400, refundMessages.gatewayNotConfigured);
    const answer = await withBkashToken(deps.db, bkash, (token) =>
      bkash.refundPayment(token, {
        paymentID: order.gatewayPaymentId!,
        trxID: order.gatewayTrxId!,
        amount: refund.amount,
        reason: refund.reason.slice(0, 255),
        sku: order.invoiceNumber,
      }),
    );
    return answer.transactionStatus === 'Completed' && answer.refundTrxID
      ? { refundId: answer.refundTrxID }
      : { refused: `${answer.statusCode} ${answer.statusMessage}`.trim() };
  }
  const ssl = deps.sslcommerz;
  if (!ssl) throw detailError(400, refundMessages.gatewayNotConfigured);
  const answer = await ssl.refund({
    bankTranId: order.gatewayTrxId!,
    refundTransId: refund.requestId,
    amount: refund.amount,
    remarks: refund.reason.slice(0, 255),
  });
  const accepted = answer.status === 'success' || answer.status === 'processing';
  return accepted && answer.refundRefId
    ? { refundId: answer.refundRefId }
    : { refused: answer.errorReason || answer.status };
}

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
 * Step three, in one transaction: the refund is completed with the gateway's reference; a full
 * refund turns the order `refunded` and ends the enrolments it created; the buyer's notification
 * and mail (a job, decision 012), those of teammates whose place ended, and the audit entry (who,
 * how much, why, the reference) are written with it.
 */
async function complete(
  deps: RefundDeps,
  refund: RefundRow,
  gatewayRefundId: string,
  actorId: number,
): Promise<RefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: 'completed', gatewayRefundId })
      .where(eq(orderRefunds.id, refund.id))
      .returning();
    const [current] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, refund.orderId))
      .for('update');
    let order = current!;
    const full = compareMoney(order.refundedAmount, order.amount) === 0;
    let endedFor: number[] = [];
    if (full) {
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
      actorId,
      action: full ? 'order.refunded' : 'order.partially_refunded',
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
 * Refunds a paid online order in full or in part, at most once per request id and never past
 * what was paid. The gateway is asked between two transactions, so no row stays locked during
 * the network call; when it refuses or cannot be reached the reservation is taken back and
 * nothing is recorded.
 */
export async function refundOrder(
  deps: RefundDeps,
  actorId: number,
  invoice: string,
  input: RefundInput,
): Promise<RefundOutcome & { replayed: boolean }> {
  const { order, refund, replayed } = await reserve(deps.db, invoice, input, actorId);
  if (replayed) return { orderId: order.id, refund, notices: [], replayed };
  let answer: GatewayAnswer;
  try {
    answer = await askGateway(deps, order, refund);
  } catch (error) {
    await release(deps.db, refund);
    if (!isGatewayTrouble(error)) throw error;
    deps.log.warn({ invoice: order.invoiceNumber, err: error }, 'refund: gateway unavailable');
    throw detailError(503, refundMessages.gatewayUnavailable);
  }
  if ('refused' in answer) {
    await release(deps.db, refund);
    deps.log.warn({ invoice: order.invoiceNumber, why: answer.refused }, 'refund refused');
    throw detailError(502, refundMessages.gatewayRefused);
  }
  return { ...(await complete(deps, refund, answer.refundId, actorId)), replayed };
}
