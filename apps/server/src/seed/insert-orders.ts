import type { Db } from '../db/client.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { orderRefunds, paymentOrders } from '../db/schema/orders.ts';
import { orders } from './content/orders.ts';
import { userIds } from './content/people.ts';
import type { DemoClock } from './demo-clock.ts';

/**
 * Inserts the online orders; a paid one enrols its payer (as the payment's settlement would), a
 * refunded one keeps its refund by staff and no enrolment.
 */
export async function insertOrders(tx: Db, clock: DemoClock): Promise<void> {
  for (const order of orders) {
    const createdAt = clock.daysAgo(order.createdDaysAgo);
    const paid = order.status !== 'failed';
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        invoiceNumber: order.invoiceNumber,
        userId: order.userId,
        courseId: order.courseId,
        gateway: order.gateway,
        paymentType: 'single',
        students: 1,
        amount: order.amount,
        status: order.status,
        gatewayPaymentId: order.gatewayPaymentId,
        gatewayTrxId: order.gatewayTrxId,
        failureReason: order.failureReason,
        heldTrxId: order.held?.trxId ?? null,
        heldValidationId: order.held?.validationId ?? null,
        heldAmount: order.held?.amount ?? null,
        heldState: order.held ? 'held' : null,
        refundedAmount: order.refund ? order.amount : '0.00',
        paidAt: paid ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: paymentOrders.id });
    if (order.status === 'paid') {
      await tx.insert(enrollments).values({
        userId: order.userId,
        courseId: order.courseId,
        enrolledAt: createdAt,
        source: 'payment',
        orderId: row!.id,
      });
    }
    if (order.refund) {
      await tx.insert(orderRefunds).values({
        orderId: row!.id,
        amount: order.amount,
        reason: order.refund.reason,
        requestId: crypto.randomUUID(),
        status: 'refunded',
        gatewayRefundId: order.refund.gatewayRefundId,
        actorId: userIds.admin,
        createdAt: clock.daysAgo(order.createdDaysAgo - order.refund.daysAfterPaying),
      });
    }
  }
}
