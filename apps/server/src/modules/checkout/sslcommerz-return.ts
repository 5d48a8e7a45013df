import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { Settled } from './bkash-checkout.ts';
import { checkSslPayment, validateSslPayment, type SslDeps } from './sslcommerz-checkout.ts';

/** An IPN's or a browser return's fields as posted; every one of them may be forged. */
export type SslNotice = Record<string, unknown>;

const text = (value: unknown, max: number) => String(value ?? '').slice(0, max);

/**
 * An IPN (server to server) or the payer's browser back from SSLCommerz: either one may complete
 * the order, whichever arrives first. Only an order of ours still open is considered, and only a
 * notice signed by SSLCommerz (verify_sign); an unsigned or altered one is logged and changes
 * nothing. A VALID status only makes the server ask the validation API, whose answer alone
 * counts. A failed or cancelled attempt closes nothing by itself: the payer may try again on the
 * gateway's page; their browser's return asks the query API whether every attempt ended.
 * Null for an unknown tran_id.
 */
export async function handleSslNotice(
  deps: SslDeps,
  notice: SslNotice,
  via: 'ipn' | 'return',
): Promise<Settled | null> {
  const tranId = text(notice.tran_id, 60);
  const [order] = tranId
    ? await deps.db
        .select()
        .from(paymentOrders)
        .where(
          and(eq(paymentOrders.invoiceNumber, tranId), eq(paymentOrders.gateway, 'sslcommerz')),
        )
    : [];
  if (!order) return null;
  if (!deps.client.isSigned(notice)) {
    deps.log.warn({ invoice: order.invoiceNumber, via }, 'SSLCommerz notice not signed: ignored');
    return { order, paid: null };
  }
  const settled =
    order.status === 'paid' || order.status === 'refunded' || order.status === 'created';
  if (settled || order.heldState !== null) return { order, paid: null };
  const status = text(notice.status, 30);
  const valId = text(notice.val_id, 100);
  if ((status === 'VALID' || status === 'VALIDATED') && valId) {
    return validateSslPayment(deps, order, valId);
  }
  if (via === 'return' && order.status === 'pending') {
    return checkSslPayment(deps, order, { payerLeft: true });
  }
  return { order, paid: null };
}
