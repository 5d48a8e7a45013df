import { compareMoney, isMoney } from '@academy/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { BkashClient, BkashPaymentReport } from './bkash-client.ts';
import { askGateway, openAtGateway } from './gateway-calls.ts';
import { withBkashToken } from './gateway-tokens.ts';
import { recordPayment, type PaidOrder } from './order-settlement.ts';
import { findOrder, markUnsuccessful, type OrderRow } from './order-service.ts';

export type BkashDeps = {
  db: Db;
  jobs: Jobs;
  client: BkashClient;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/** A payment left at bKash's page this long without being finished is over (bKash: 24 h max). */
export const BKASH_PAYMENT_LIFETIME_MS = 60 * 60 * 1000;

/** The outcome of one attempt to settle: the order as it now stands, and who to tell if paid. */
export type Settled = { order: OrderRow; paid: PaidOrder | null };

/**
 * Opens the payment at bKash for the order's stored amount and answers where to send the payer.
 * When bKash does not answer, the order fails at once: no paymentID exists, so nothing can have
 * been paid.
 */
export async function openBkashPayment(
  deps: BkashDeps,
  order: OrderRow,
  payerReference: string,
): Promise<{ order: OrderRow; redirectUrl: string } | null> {
  return openAtGateway(deps, order, 'bKash create payment', async () => {
    const created = await withBkashToken(deps.db, deps.client, (token) =>
      deps.client.createPayment(token, {
        amount: order.amount,
        invoiceNumber: order.invoiceNumber,
        callbackURL: `${deps.publicUrl}/api/checkout/bkash/callback/`,
        payerReference,
      }),
    );
    if (created.statusCode !== '0000' || !created.paymentID || !created.bkashURL) {
      return { refused: { statusCode: created.statusCode } };
    }
    return { reference: created.paymentID, redirectUrl: created.bkashURL };
  });
}

/**
 * Acts on what bKash reported about an order's payment. Completed counts only when the paymentID,
 * our invoice number, the currency and the amount are exactly the order's: a payment for another
 * amount or order is never taken as this one.
 */
async function applyReport(
  deps: BkashDeps,
  order: OrderRow,
  report: BkashPaymentReport,
): Promise<Settled> {
  if (report.transactionStatus === 'Completed') {
    const matches =
      report.paymentID === order.gatewayPaymentId &&
      report.merchantInvoiceNumber === order.invoiceNumber &&
      report.currency === order.currency &&
      isMoney(report.amount) &&
      compareMoney(report.amount, order.amount) === 0 &&
      report.trxID !== '';
    if (!matches) {
      deps.log.error(
        {
          invoice: order.invoiceNumber,
          reportedAmount: report.amount,
          reportedInvoice: report.merchantInvoiceNumber,
        },
        'bKash reported a completed payment that does not match its order',
      );
      return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'mismatch'), paid: null };
    }
    const paid = await recordPayment(deps.db, deps.jobs, order.id, { trxId: report.trxID });
    return { order: paid?.order ?? (await findOrder(deps.db, order.id))!, paid };
  }
  if (report.transactionStatus === 'Cancelled') {
    return {
      order: await markUnsuccessful(deps.db, order.id, 'cancelled', 'cancelled'),
      paid: null,
    };
  }
  if (report.transactionStatus === 'Initiated' || report.transactionStatus === '') {
    // Still at bKash's page (or not yet executed): open until the payment's lifetime is over.
    if (Date.now() - order.createdAt.getTime() > BKASH_PAYMENT_LIFETIME_MS) {
      return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'expired'), paid: null };
    }
    return { order, paid: null };
  }
  return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'declined'), paid: null };
}

/**
 * One call to bKash about the order's payment: its report when bKash answered with success
 * (statusCode 0000), else null, as when bKash cannot be asked now (the order stays pending).
 */
function askBkash(
  deps: BkashDeps,
  order: OrderRow,
  step: string,
  call: (token: string, paymentId: string) => Promise<BkashPaymentReport>,
): Promise<BkashPaymentReport | null> {
  return askGateway(
    deps,
    order,
    step,
    async () => {
      const report = await withBkashToken(deps.db, deps.client, (token) =>
        call(token, order.gatewayPaymentId!),
      );
      return report.statusCode === '0000' ? report : null;
    },
    () => null,
  );
}

/** payment/status; null when bKash cannot say now (the order stays pending). */
const queryStatus = (deps: BkashDeps, order: OrderRow) =>
  askBkash(deps, order, 'bKash status query', (token, id) => deps.client.queryPayment(token, id));

/**
 * The payer came back with status=success: execute the payment (money moves only then). When
 * execute fails or times out, the outcome is unknown, so the status is queried before deciding;
 * when bKash cannot be asked either, the order stays pending for the settling job.
 */
export async function executeBkashPayment(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  const report =
    (await askBkash(deps, order, 'bKash execute', (token, id) =>
      deps.client.executePayment(token, id),
    )) ?? (await queryStatus(deps, order));
  return report ? applyReport(deps, order, report) : { order, paid: null };
}

/** The settling job and a failure/cancel callback: ask bKash how the payment stands, and act. */
export async function checkBkashPayment(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  const report = await queryStatus(deps, order);
  return report ? applyReport(deps, order, report) : { order, paid: null };
}
