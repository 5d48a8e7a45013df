import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { Settled } from './bkash-checkout.ts';
import { markUnsuccessful } from './order-service.ts';
import { validateSslPayment, type SslDeps } from './sslcommerz-checkout.ts';

/** The fields of an IPN or a browser return we read; every one of them may be forged. */
export type SslNotice = { tran_id?: string; val_id?: string; status?: string };

/**
 * An IPN (server to server) or the payer's browser back from SSLCommerz: either one may complete
 * the order, whichever arrives first. Only an order of ours that is not settled is considered; a
 * VALID status only makes the server ask the validation API, whose answer alone counts. FAILED
 * and CANCELLED close an order still pending; a payment validated later still wins, since money
 * may move at SSLCommerz before anything reaches us. Null for an unknown tran_id.
 */
export async function handleSslNotice(deps: SslDeps, notice: SslNotice): Promise<Settled | null> {
  const tranId = String(notice.tran_id ?? '').slice(0, 60);
  const [order] = tranId
    ? await deps.db
        .select()
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.invoiceNumber, tranId), eq(paymentOrders.gateway, 'sslcommerz')),
        )
    : [];
  if (!order) return null;
  if (order.status === 'paid' || order.status === 'refunded' || order.status === 'created') {
    return { order, paid: null };
  }
  const status = String(notice.status ?? '');
  const valId = String(notice.val_id ?? '').slice(0, 100);
  if ((status === 'VALID' || status === 'VALIDATED') && valId) {
    return validateSslPayment(deps, order, valId);
  }
  if (status === 'FAILED') {
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'declined'), paid: null };
  }
  if (status === 'CANCELLED') {
    return {
      order: await markUnsuccessful(deps.db, order.id, 'cancelled', 'cancelled'),
      paid: null,
    };
  }
  return { order, paid: null };
}
