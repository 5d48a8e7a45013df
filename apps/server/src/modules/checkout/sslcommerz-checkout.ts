import { compareMoney, isMoney } from '@academy/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Settled } from './bkash-checkout.ts';
import { askGateway, openAtGateway } from './gateway-calls.ts';
import type { Payer } from '../enrolment/purchase-quote.ts';
import { recordPayment } from './order-settlement.ts';
import { findOrder, markHeld, markUnsuccessful, type OrderRow } from './order-service.ts';
import type { SslcommerzClient, SslPaymentReport } from './sslcommerz-client.ts';

export type SslDeps = {
  db: Db;
  jobs: Jobs;
  client: SslcommerzClient;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/** A session left unpaid this long is over. */
export const SSL_SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** Opens an SSLCommerz session for the order's stored amount; null when it cannot. */
export async function openSslPayment(
  deps: SslDeps,
  order: OrderRow,
  payer: Payer,
  courseTitle: string,
): Promise<{ order: OrderRow; redirectUrl: string } | null> {
  const back = `${deps.publicUrl}/api/checkout/sslcommerz`;
  return openAtGateway(deps, order, 'SSLCommerz session', async () => {
    const session = await deps.client.openSession({
      invoiceNumber: order.invoiceNumber,
      amount: order.amount,
      productName: courseTitle,
      customer: {
        name: `${payer.firstName} ${payer.lastName}`.trim(),
        email: payer.email,
        phone: payer.phone ?? '',
      },
      urls: {
        success: `${back}/return/success/`,
        fail: `${back}/return/fail/`,
        cancel: `${back}/return/cancel/`,
        ipn: `${back}/ipn/`,
      },
    });
    return session ? { reference: session.sessionkey, redirectUrl: session.page } : { refused: {} };
  });
}

const isValid = (report: SslPaymentReport) =>
  report.status === 'VALID' || report.status === 'VALIDATED';

/** Attempts that ended without paying: the payer may start another on the same session. */
const ENDED = new Set(['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']);

/**
 * Acts on what SSLCommerz's own API (never the IPN or the browser) said. A report about another
 * tran_id never touches this order. A valid payment of this order in its currency, for exactly its
 * amount and not flagged risky, pays it; one SSLCommerz captured for another amount or flagged
 * risky is held for staff (mismatch, risky). A report that is not valid changes nothing: the payer
 * may still be paying.
 */
async function applyReport(
  deps: SslDeps,
  order: OrderRow,
  report: SslPaymentReport,
): Promise<Settled> {
  if (!isValid(report)) return { order, paid: null };
  if (report.tranId !== order.invoiceNumber || report.valId === '' || report.bankTranId === '') {
    deps.log.warn(
      { invoice: order.invoiceNumber, reportedTranId: report.tranId },
      'SSLCommerz validated a payment of another order; this order is left as it is',
    );
    return { order, paid: null };
  }
  const currency = report.currencyType || report.currency;
  const amounts = [report.amount, report.currencyAmount].filter((amount) => amount !== '');
  const matches =
    currency === order.currency &&
    amounts.length > 0 &&
    amounts.every((amount) => isMoney(amount) && compareMoney(amount, order.amount) === 0);
  const captured = {
    trxId: report.bankTranId,
    validationId: report.valId,
    amount: isMoney(report.amount) ? report.amount : order.amount,
  };
  if (!matches) {
    deps.log.error(
      { invoice: order.invoiceNumber, reportedAmount: report.amount, currency },
      'SSLCommerz validated a payment of this order for another amount or currency',
    );
    return { order: await markHeld(deps.db, order.id, 'mismatch', captured), paid: null };
  }
  if (report.riskLevel !== '0') {
    deps.log.warn({ invoice: order.invoiceNumber }, 'SSLCommerz flagged the payment as risky');
    return { order: await markHeld(deps.db, order.id, 'risky', captured), paid: null };
  }
  const paid = await recordPayment(deps.db, deps.jobs, order.id, {
    trxId: report.bankTranId,
    validationId: report.valId,
  });
  return { order: paid?.order ?? (await findOrder(deps.db, order.id))!, paid };
}

/** Asks the validation API about a val_id; the order as it stands when it cannot answer. */
export async function validateSslPayment(
  deps: SslDeps,
  order: OrderRow,
  valId: string,
): Promise<Settled> {
  return askGateway(
    deps,
    order,
    'SSLCommerz validation',
    async () => applyReport(deps, order, await deps.client.validate(valId)),
    () => ({ order, paid: null }),
  );
}

/**
 * The settling job, and the payer's signed return from a failed or cancelled attempt: every
 * payment SSLCommerz knows for the order; a valid one settles it. A failed or cancelled attempt
 * does not close the order while the payer may try again on the gateway's page; it closes when
 * the payer came back to us (`payerLeft`) with every attempt ended, or when the session's
 * lifetime is over (a payment validated later still wins, see recordPayment).
 */
export async function checkSslPayment(
  deps: SslDeps,
  order: OrderRow,
  options: { payerLeft?: boolean } = {},
): Promise<Settled> {
  const reports = await askGateway(
    deps,
    order,
    'SSLCommerz query',
    () => deps.client.findPayments(order.invoiceNumber),
    () => null,
  );
  if (reports === null) return { order, paid: null };
  const valid = reports.find(isValid);
  if (valid) return applyReport(deps, order, valid);
  const allEnded = reports.length > 0 && reports.every((report) => ENDED.has(report.status));
  const expired = Date.now() - order.createdAt.getTime() > SSL_SESSION_LIFETIME_MS;
  if (!(options.payerLeft && allEnded) && !expired) return { order, paid: null };
  const cancelled = allEnded && reports.every((report) => report.status === 'CANCELLED');
  const [status, reason] = cancelled
    ? (['cancelled', 'cancelled'] as const)
    : allEnded
      ? (['failed', 'declined'] as const)
      : (['failed', 'expired'] as const);
  return { order: await markUnsuccessful(deps.db, order.id, status, reason), paid: null };
}
