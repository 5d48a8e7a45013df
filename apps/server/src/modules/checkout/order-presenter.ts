import type { Order } from '@academy/contract/checkout';
import type { OrderRow } from './order-service.ts';

/** The order as its buyer sees it: never the gateway's tokens or raw answers. */
export function presentOrder(order: OrderRow, courseTitle: string): Order {
  return {
    id: order.id,
    invoice_number: order.invoiceNumber,
    course_id: order.courseId,
    course_title: courseTitle,
    gateway: order.gateway,
    payment_type: order.paymentType,
    students: order.students,
    amount: order.amount,
    refunded_amount: order.refundedAmount,
    currency: order.currency,
    coupon_code: order.couponCode,
    status: order.status,
    failure_reason: order.failureReason ?? null,
    transaction_id: order.gatewayTrxId,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}
