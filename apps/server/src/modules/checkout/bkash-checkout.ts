import { compareMoney, isMoney } from '@academy/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { BkashClient, BkashPaymentReport } from './bkash-client.ts';
import { askGateway, openAtGateway } from './gateway-calls.ts';
import { withBkashToken } from './gateway-tokens.ts';
import { recordPayment, type PaidOrder } from './order-settlement.ts';
import {
  claimExecute,
  findOrder,
  markHeld,
  markUnsuccessful,
  releaseExecute,
  type OrderRow,
} from './order-service.ts';

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

/** Codes with which bKash says an execute was already made: only the status can tell more. */
const ALREADY_EXECUTED = new Set(['2117', '2062']);
/** bKash refuses an execute of a payment the payer has not confirmed (a forged success return). */
const NOT_CONFIRMED = '2056';

/**
 * Acts on what bKash reported about an order's payment. A report about another paymentID never
 * touches this order. Completed counts only when our invoice number, the currency and the amount
 * are exactly the order's; when bKash completed this very payment for something else, the money
 * is held for staff (mismatch) instead of enrolling.
 */
async function applyReport(
  deps: BkashDeps,
  order: OrderRow,
  report: BkashPaymentReport,
): Promise<Settled> {
  if (report.paymentID !== order.gatewayPaymentId) {
    deps.log.warn(
      { invoice: order.invoiceNumber, reportedPayment: report.paymentID },
      'bKash reported on another payment; the order is left as it is',
    );
    return { order, paid: null };
  }
  if (report.transactionStatus === 'Completed') {
    const matches =
      report.invoiceNumber === order.invoiceNumber &&
      report.currency === order.currency &&
      isMoney(report.amount) &&
      compareMoney(report.amount, order.amount) === 0 &&
      report.trxID !== '';
    if (!matches) {
      deps.log.error(
        {
          invoice: order.invoiceNumber,
          reportedAmount: report.amount,
          reportedInvoice: report.invoiceNumber,
        },
        'bKash reported a completed payment that does not match its order',
      );
      const captured = { trxId: report.trxID, amount: report.amount };
      return {
        order:
          isMoney(report.amount) && report.trxID
            ? await markHeld(deps.db, order.id, 'mismatch', captured)
            : await markUnsuccessful(deps.db, order.id, 'failed', 'mismatch'),
        paid: null,
      };
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
    return expireIfOld(deps, order);
  }
  return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'declined'), paid: null };
}

/** An order whose payment's lifetime is over fails as expired; a younger one stays open. */
async function expireIfOld(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  if (Date.now() - order.createdAt.getTime() > BKASH_PAYMENT_LIFETIME_MS) {
    return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'expired'), paid: null };
  }
  return { order, paid: null };
}

/**
 * One call to bKash about the order's payment: its report, whatever the statusCode, or null when
 * bKash gave no answer (unreachable, timed out, 5xx, refused our token twice).
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
    () => withBkashToken(deps.db, deps.client, (token) => call(token, order.gatewayPaymentId!)),
    () => null,
  );
}

/** payment/status: acts on bKash's report; the order as it stands when bKash cannot say now. */
async function settleByStatus(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  const report = await askBkash(deps, order, 'bKash status query', (token, id) =>
    deps.client.queryPayment(token, id),
  );
  return report?.statusCode === '0000' ? applyReport(deps, order, report) : { order, paid: null };
}

/**
 * The payer came back with status=success: execute the payment, once (money moves only then, and
 * bKash takes one execute per payment). Only when execute gave no answer, or says it was made
 * before, is the status queried (as bKash's own plugin does: querying answered payments fails
 * bKash's acceptance test). A second callback while the first executes finds the execute claimed
 * and answers the order as it stands; its page follows the order until it settles.
 */
export async function executeBkashPayment(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  const claimed = await claimExecute(deps.db, order.id);
  if (!claimed) return { order: (await findOrder(deps.db, order.id))!, paid: null };
  const report = await askBkash(deps, order, 'bKash execute', (token, id) =>
    deps.client.executePayment(token, id),
  );
  if (report === null || ALREADY_EXECUTED.has(report.statusCode)) {
    return settleByStatus(deps, claimed);
  }
  if (report.statusCode === '0000') return applyReport(deps, claimed, report);
  if (report.statusCode === NOT_CONFIRMED) {
    // Not confirmed on bKash's page yet (a forged or early return): the payer's own return may
    // still execute it.
    await releaseExecute(deps.db, order.id);
    return { order: (await findOrder(deps.db, order.id))!, paid: null };
  }
  deps.log.warn(
    { invoice: order.invoiceNumber, statusCode: report.statusCode },
    'bKash refused execute',
  );
  return { order: await markUnsuccessful(deps.db, order.id, 'failed', 'declined'), paid: null };
}

/**
 * The settling job: bKash is asked only about a payment whose execute went unanswered; one never
 * executed cannot have moved money (bKash voids it), so it just expires when its lifetime ends.
 */
export async function settleBkashOrder(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  if (order.executeRequestedAt === null) return expireIfOld(deps, order);
  return settleByStatus(deps, order);
}

/**
 * The payer came back with status=failure or cancel. The address is not trusted: the order closes
 * only when bKash itself reports the payment ended; while bKash says it is still open, the order
 * stays pending (a forged cancel cannot end somebody else's payment) and expires in time.
 */
export async function closeBkashPayment(deps: BkashDeps, order: OrderRow): Promise<Settled> {
  return settleByStatus(deps, order);
}
