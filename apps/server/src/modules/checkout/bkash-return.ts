import {
  closeBkashPayment,
  executeBkashPayment,
  type BkashDeps,
  type Settled,
} from './bkash-checkout.ts';
import { findOrderByGatewayId } from './order-service.ts';

/**
 * GET /api/checkout/bkash/callback/?paymentID=&status=: the payer's browser back from bKash.
 * Nothing in the address is trusted: the paymentID must belong to one of our orders and that
 * order must still be pending (a replayed or duplicate callback changes nothing and leads to the
 * same page), and the status only chooses what to ask bKash: success executes, anything else
 * asks how the payment stands. Answers the order settled, or null for an unknown paymentID.
 */
export async function handleBkashCallback(
  deps: BkashDeps,
  paymentID: string,
  status: string,
): Promise<Settled | null> {
  const order = await findOrderByGatewayId(deps.db, 'bkash', paymentID);
  if (!order) return null;
  if (order.status !== 'pending') return { order, paid: null };
  if (status === 'success') return executeBkashPayment(deps, order);
  return closeBkashPayment(deps, order);
}
