import { compareMoney, isMoney } from '@academy/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Settled } from './bkash-checkout.ts';
import { askGateway, openAtGateway } from './gateway-calls.ts';
import type { Payer } from '../enrolment/purchase-quote.ts';
import { recordPayment } from './order-settlement.ts';
import { findOrder, markUnsuccessful, type OrderRow } from './order-service.ts';
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
      customer: { name: `${payer.firstName} ${payer.lastName}`.trim(), email: payer.email },
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

/**
 * Acts on what SSLCommerz's own API (never the IPN or the browser) said: the payment is this
 * order's (tran_id), in its currency, for exactly its amount, and not flagged risky; anything
 * else is refused. A report that is not valid changes nothing: the payer may still be paying.
 */
async function applyReport(
  deps: SslDeps,
  order: OrderRow,
  report: SslPaymentReport,
): Promise<Settled> {
  if (!isValid(report)) return { order, paid: null };
  const currency = report.currencyType || report.currency;
  const amounts = [report.amount, report.currencyAmount].filter((amount) => amount !== '');
  const matches =
    report.tranId === order.invoiceNumber &&
    currency === order.currency &&
    amounts.length > 0 &&
    amounts.every((amount) => isMoney(amount) && compareMoney(amount, order.amount) === 0) &&
    report.valId !== '' &&
    report.bankTranId !== '';
  if (!matches) {
    deps.log.error(
      {
        invoice: order.invoiceNumber,
        reportedAmount: report.amount,
        reportedTranId: report.tranId,
      },
      'SSLCommerz validated a payment that does not match its order',
    );
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'mismatch'), paid: null };
  }
  if (report.riskLevel !== '0') {
    deps.log.warn({ invoice: order.invoiceNumber }, 'SSLCommerz flagged the payment as risky');
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'risky'), paid: null };
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
 * The settling job: every payment SSLCommerz knows for the order; a valid one settles it, and
 * when every attempt failed or was cancelled the order closes the same way (a payment validated
 * later still wins, see recordPayment).
 */
export async function checkSslPayment(deps: SslDeps, order: OrderRow): Promise<Settled> {
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
  const ended = (status: string) => reports.length > 0 && reports.every((r) => r.status === status);
  if (ended('FAILED')) {
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'declined'), paid: null };
  }
  if (ended('CANCELLED')) {
    return {
      order: await markUnsuccessful(deps.db, order.id, 'cancelled', 'cancelled'),
      paid: null,
    };
  }
  if (Date.now() - order.createdAt.getTime() > SSL_SESSION_LIFETIME_MS) {
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'expired'), paid: null };
  }
  return { order, paid: null };
}
