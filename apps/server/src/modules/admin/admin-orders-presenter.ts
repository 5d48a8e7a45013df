import type { AdminOrder, AdminOrderDetail, OrderRefund } from '@academy/contract/admin';
import { subtractMoney } from '@academy/contract/money';
import { presentOrder } from '../checkout/order-presenter.ts';
import type { AdminOrderFound, AdminOrderRow } from './admin-orders-service.ts';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function presentAdminOrder(row: AdminOrderRow): AdminOrder {
  const { order } = row;
  return {
    ...presentOrder(order, row.courseTitle),
    buyer: { id: row.buyer.id, name: fullName(row.buyer), email: row.buyer.email },
    refundable_amount:
      order.status === 'paid' ? subtractMoney(order.amount, order.refundedAmount) : '0.00',
    held:
      order.heldState && order.heldTrxId && order.heldAmount
        ? { amount: order.heldAmount, transaction_id: order.heldTrxId, state: order.heldState }
        : null,
  };
}

export function presentRefund(
  refund: AdminOrderFound['refunds'][number]['refund'],
  actor: { firstName: string | null; lastName: string | null },
): OrderRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    of_held_money: refund.ofHeldMoney,
    gateway_refund_id: refund.gatewayRefundId ?? '',
    failure_reason: refund.failureReason ?? '',
    refunded_by:
      actor.firstName === null
        ? null
        : fullName({ firstName: actor.firstName, lastName: actor.lastName ?? '' }),
    created_at: refund.createdAt.toISOString(),
    settled_at: refund.settledAt?.toISOString() ?? null,
  };
}

export function presentAdminOrderDetail(found: AdminOrderFound): AdminOrderDetail {
  return {
    ...presentAdminOrder(found.row),
    teammates: found.teammates.map((mate) => ({
      name: mate.name,
      email: mate.email,
      enrolled: mate.enrolledAt !== null,
    })),
    refunds: found.refunds.map((entry) =>
      presentRefund(entry.refund, {
        firstName: entry.actorFirstName,
        lastName: entry.actorLastName,
      }),
    ),
  };
}
