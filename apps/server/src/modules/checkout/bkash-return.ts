import {
  checkBkashPayment,
  executeBkashPayment,
  type BkashDeps,
  type Settled,
} from './bkash-checkout.ts';
import { findOrderByGatewayId, markUnsuccessful } from './order-service.ts';

/**
 * GET /api/checkout/bkash/callback/?paymentID=&status=: the payer's browser back from bKash.
 * Nothing in the address is trusted: the paymentID must belong to one of our orders and that
 * order must still be pending (a replayed or duplicate callback changes nothing and leads to the
 * same page), and the status only chooses what to ask bKash. Answers the order settled, or null
 * for an unknown paymentID.
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
  const checked = await checkBkashPayment(deps, order);
  if (checked.order.status !== 'pending' || checked.paid) return checked;
  // Still "Initiated" at bKash: no money moves without our execute, which a closed order never
  // gets, so the payer's cancel or failure can close it now.
  const cancelled = status === 'cancel';
  return {
    order: await markUnsuccessful(
      deps.db,
      order.id,
      cancelled ? 'cancelled' : 'failed',
      cancelled ? 'cancelled' : 'declined',
    ),
    paid: null,
  };
}
