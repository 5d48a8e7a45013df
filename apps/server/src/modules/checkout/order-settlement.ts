import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import { recordAudit } from '../admin/audit.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { recordOrderCouponUse } from '../enrolment/coupon-service.ts';
import { enrolPaidTeam, personColumns } from '../enrolment/paid-team.ts';
import { takaFor } from '../enrolment/payment-wording.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { queueOrderDelivery } from './order-delivery.ts';
import { markUnsuccessful, type OrderRow } from './order-service.ts';
import { orderWording } from './order-wording.ts';

type Person = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'bn';
};

/** A payment recorded just now, and who its delivery job tells. */
export type PaidOrder = {
  order: OrderRow;
  course: { id: number; title: string };
  payer: Person;
  enrolledTeammates: Person[];
  invitedTeammates: { email: string; name: string }[];
  notices: NotificationRow[];
};

/**
 * Records that the gateway confirmed the payment of an order, in ONE transaction: the order turns
 * paid (a conditional UPDATE, so of any number of callbacks, IPNs and job runs arriving together
 * exactly one does the rest), the payer and every teammate with a verified account are enrolled,
 * the others are kept for when they sign up, the coupon use is counted, notifications are stored
 * and the event is audited, and the job that pushes the notifications and mails everybody (the
 * receipt attached) is queued: a crash after the commit cannot lose it, a rollback sends nothing.
 * Returns null when the order was already settled: callers then answer
 * from the order as it stands, which is the same answer the first one gave.
 */
export async function recordPayment(
  db: Db,
  jobs: Jobs,
  orderId: number,
  confirmed: { trxId: string; validationId?: string },
  /** Staff enrol on money held on a failed order after a check they describe (held money queue). */
  heldCheck?: { actorId: number; note: string },
): Promise<PaidOrder | null> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .update(paymentOrders)
        .set({
          status: 'paid',
          gatewayTrxId: confirmed.trxId,
          gatewayValidationId: confirmed.validationId ?? null,
          failureReason: null,
          paidAt: sql`now()`,
          ...(heldCheck ? { heldState: 'enrolled' as const } : {}),
        })
        .where(
          and(
            eq(paymentOrders.id, orderId),
            heldCheck
              ? eq(paymentOrders.heldState, 'held')
              : and(
                  // A payment the gateway confirms is honoured even after the payer's browser
                  // reported a cancel (SSLCommerz moves money before it tells us anything).
                  sql`${paymentOrders.status} in ('created', 'pending', 'cancelled', 'failed')`,
                  sql`${paymentOrders.failureReason} is distinct from 'mismatch'`,
                  sql`${paymentOrders.heldState} is null`,
                ),
          ),
        )
        .returning();
      if (!order) return null;
      const [course] = await tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(eq(courses.id, order.courseId));
      const [payer] = await tx.select(personColumns).from(users).where(eq(users.id, order.userId));
      const teammates = await tx
        .select()
        .from(orderTeammates)
        .where(eq(orderTeammates.orderId, order.id))
        .orderBy(orderTeammates.position);
      const {
        enrolled: enrolledTeammates,
        invited: invitedTeammates,
        notices,
      } = await enrolPaidTeam(tx, {
        course: course!,
        payer: payer!,
        payerNotice: orderWording[payer!.language].paidNotice(
          course!.title,
          takaFor(order.amount, payer!.language),
          order.invoiceNumber,
        ),
        teammates,
        paidBy: { orderId: order.id },
        linkTeammate: (teammateId, userId) =>
          tx
            .update(orderTeammates)
            .set({ userId, enrolledAt: sql`now()` })
            .where(eq(orderTeammates.id, teammateId)),
      });
      if (order.couponId !== null) {
        await recordOrderCouponUse(tx, order.couponId, order.userId, order.id);
      }
      await recordAudit(tx, {
        actorId: heldCheck?.actorId ?? null,
        action: heldCheck ? 'order.paid_from_held_money' : 'order.paid',
        entityType: 'order',
        entityId: order.id,
        details: {
          invoice_number: order.invoiceNumber,
          gateway: order.gateway,
          gateway_trx_id: confirmed.trxId,
          amount: order.amount,
          course_id: order.courseId,
          user_id: order.userId,
          enrolled_teammates: enrolledTeammates.map((mate) => mate.id),
          invited_teammates: invitedTeammates.map((mate) => mate.email),
          ...(heldCheck ? { check_note: heldCheck.note } : {}),
        },
      });
      await queueOrderDelivery(jobs, tx, {
        orderId: order.id,
        noticeIds: notices.map((notice) => notice.id),
        enrolledTeammateIds: enrolledTeammates.map((mate) => mate.id),
        invitedTeammates,
      });
      return {
        order,
        course: course!,
        payer: payer!,
        enrolledTeammates,
        invitedTeammates,
        notices,
      };
    });
  } catch (error) {
    // The gateway reported a transaction id another order already holds: never pay twice with
    // one transfer.
    const constraint = violatedUniqueConstraint(error);
    if (
      constraint === 'payment_orders_gateway_trx_id_unique' ||
      constraint === 'payment_orders_gateway_validation_id_unique'
    ) {
      await markUnsuccessful(db, orderId, 'failed', 'mismatch');
      return null;
    }
    throw error;
  }
}
