import { refundMessages } from '@academy/contract/admin';
import { compareMoney, isMoney } from '@academy/contract/money';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRefunds } from '../../db/schema/orders.ts';
import { detailError } from '../../lib/http-errors.ts';
import { isGatewayTrouble } from './gateway-calls.ts';
import type { GatewayClients } from './gateway-clients.ts';
import { withBkashToken } from './gateway-tokens.ts';
import type { OrderRow } from './order-service.ts';

// What each gateway says about one refund, as a verdict the refund flow acts on. bKash refunds
// at once (Completed) and tells a lost answer by its refund status; SSLCommerz accepts a refund
// (success or processing) and confirms it later through its refund query, and tells a lost
// answer when asked again with the same refund_trans_id, which it keeps unique.

export type RefundRow = typeof orderRefunds.$inferSelect;

export type RefundVerdict =
  | { state: 'refunded'; gatewayRefundId: string }
  | { state: 'pending'; gatewayRefundId: string }
  | { state: 'failed'; why: string }
  /** No answer, or an answer that says nothing: ask again later, never refund blindly. */
  | { state: 'unknown' };

type Deps = GatewayClients & { db: Db };

/** The payment a refund returns: the order's own, or money held on a failed order. */
const paymentOf = (order: OrderRow, refund: RefundRow) =>
  refund.ofHeldMoney
    ? { trxId: order.heldTrxId!, paymentId: order.gatewayPaymentId! }
    : { trxId: order.gatewayTrxId!, paymentId: order.gatewayPaymentId! };

/**
 * SSLCommerz's refund_trans_id, at most 30 characters: the request id's 32 hex digits in base 32
 * (26 characters), so the same request always names the same refund there.
 */
export function sslRefundTransId(requestId: string): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let value = BigInt(`0x${requestId.replaceAll('-', '')}`);
  let text = '';
  for (let index = 0; index < 26; index += 1) {
    text = alphabet[Number(value % 32n)] + text;
    value /= 32n;
  }
  return text;
}

/** Runs a gateway call; its verdict, or unknown when the gateway could not be asked. */
async function verdictOf(call: () => Promise<RefundVerdict>): Promise<RefundVerdict> {
  try {
    return await call();
  } catch (error) {
    if (isGatewayTrouble(error)) return { state: 'unknown' };
    throw error;
  }
}

function sslVerdict(answer: {
  apiConnect: string;
  status: string;
  refundRefId: string;
  errorReason: string;
}): RefundVerdict {
  if (answer.apiConnect !== '' && answer.apiConnect !== 'DONE') return { state: 'unknown' };
  if ((answer.status === 'success' || answer.status === 'processing') && answer.refundRefId) {
    return { state: 'pending', gatewayRefundId: answer.refundRefId };
  }
  if (answer.status === 'failed') return { state: 'failed', why: answer.errorReason || 'failed' };
  return { state: 'unknown' };
}

/** Asks the order's gateway to make the refund (step two of refundOrder, no transaction open). */
export async function sendRefund(
  deps: Deps,
  order: OrderRow,
  refund: RefundRow,
): Promise<RefundVerdict> {
  const payment = paymentOf(order, refund);
  if (order.gateway === 'bkash') {
    const bkash = deps.bkash;
    if (!bkash) throw detailError(400, refundMessages.gatewayNotConfigured);
    return verdictOf(async () => {
      const answer = await withBkashToken(deps.db, bkash, (token) =>
        bkash.refundPayment(token, {
          paymentID: payment.paymentId,
          trxID: payment.trxId,
          amount: refund.amount,
          reason: refund.reason.slice(0, 255),
          sku: order.invoiceNumber,
        }),
      );
      if (answer.transactionStatus === 'Completed' && answer.refundTrxID) {
        return { state: 'refunded', gatewayRefundId: answer.refundTrxID };
      }
      return answer.statusCode && answer.statusCode !== '0000'
        ? { state: 'failed', why: `${answer.statusCode} ${answer.statusMessage}`.trim() }
        : { state: 'unknown' };
    });
  }
  const ssl = deps.sslcommerz;
  if (!ssl) throw detailError(400, refundMessages.gatewayNotConfigured);
  return verdictOf(async () =>
    sslVerdict(
      await ssl.refund({
        bankTranId: payment.trxId,
        refundTransId: sslRefundTransId(refund.requestId),
        amount: refund.amount,
        remarks: refund.reason.slice(0, 255),
      }),
    ),
  );
}

/**
 * bKash's refund status names the last refund of the payment: it is this one when it is a refund
 * of this amount that no other row of ours holds; when bKash names a refund we know, or none, this
 * one was never made.
 */
async function reconcileBkash(
  deps: Deps,
  order: OrderRow,
  refund: RefundRow,
): Promise<RefundVerdict> {
  const bkash = deps.bkash!;
  const payment = paymentOf(order, refund);
  const answer = await withBkashToken(deps.db, bkash, (token) =>
    bkash.refundStatus(token, { paymentID: payment.paymentId, trxID: payment.trxId }),
  );
  if (answer.statusCode !== '0000') {
    return answer.statusCode ? { state: 'failed', why: 'not made at bKash' } : { state: 'unknown' };
  }
  const known = await deps.db
    .select({ id: orderRefunds.gatewayRefundId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), isNotNull(orderRefunds.gatewayRefundId)));
  const isOurs =
    answer.transactionStatus === 'Completed' &&
    answer.refundTrxID !== '' &&
    !known.some((row) => row.id === answer.refundTrxID) &&
    isMoney(answer.amount) &&
    compareMoney(answer.amount, refund.amount) === 0;
  return isOurs
    ? { state: 'refunded', gatewayRefundId: answer.refundTrxID }
    : { state: 'failed', why: 'not made at bKash' };
}

/**
 * How a refund not yet final stands at its gateway: a requested one whose answer was lost is
 * looked up (bKash's refund status; SSLCommerz asked again with the same refund_trans_id), a
 * pending SSLCommerz one is read from its refund query (refunded, processing or cancelled).
 */
export async function checkRefund(
  deps: Deps,
  order: OrderRow,
  refund: RefundRow,
): Promise<RefundVerdict> {
  const configured = order.gateway === 'bkash' ? deps.bkash : deps.sslcommerz;
  if (!configured) return { state: 'unknown' };
  if (refund.status === 'requested') {
    return order.gateway === 'bkash'
      ? verdictOf(() => reconcileBkash(deps, order, refund))
      : sendRefund(deps, order, refund);
  }
  if (order.gateway === 'bkash') return { state: 'unknown' };
  const ssl = deps.sslcommerz!;
  return verdictOf(async () => {
    const answer = await ssl.refundQuery(refund.gatewayRefundId!);
    if (answer.apiConnect !== '' && answer.apiConnect !== 'DONE') return { state: 'unknown' };
    if (answer.status === 'refunded') {
      return { state: 'refunded', gatewayRefundId: refund.gatewayRefundId! };
    }
    if (answer.status === 'cancelled') {
      return { state: 'failed', why: answer.errorReason || 'cancelled by SSLCommerz' };
    }
    return { state: 'pending', gatewayRefundId: refund.gatewayRefundId! };
  });
}
