import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { settleBkashOrder, type Settled } from './bkash-checkout.ts';
import type { BkashClient } from './bkash-client.ts';
import { findOrder, markUnsuccessful } from './order-service.ts';
import { queueOrderSettlement, SETTLE_AFTER_MS } from './order-settle-queue.ts';
import { checkSslPayment } from './sslcommerz-checkout.ts';
import type { SslcommerzClient } from './sslcommerz-client.ts';
import { sweepRefunds } from './refund-settle-jobs.ts';

/** A `created` order older than this never reached the gateway (the process stopped between). */
const ABANDONED_AFTER_MS = 15 * 60 * 1000;
/** Orders the sweep hands to settle jobs per run, oldest first. */
const SWEEP_BATCH = 100;

export type SettleDeps = {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  publicUrl: string;
  bkash: BkashClient | null;
  sslcommerz: SslcommerzClient | null;
};

/** Thrown while the order stays pending, so the queue asks again later with backoff. */
export class OrderStillPending extends Error {
  override name = 'OrderStillPending';
}

/**
 * The settle job of one order: settles what the payer's return did not (the tab was closed, a
 * callback or IPN was lost, the gateway was down when the payer came back, the server stopped
 * between the gateway's answer and the commit). For bKash it never executes (only the payer's
 * success return does) and queries the status only of a payment whose execute went unanswered;
 * for SSLCommerz it looks the order's payments up by tran_id. Recording is idempotent
 * (recordPayment), so a job beside a late callback, or run twice, still enrols once. While the
 * gateway cannot be asked or the payer is still at its page, it throws and is retried with
 * backoff, until the payment's lifetime ends and the order expires.
 */
export async function settleOrder(deps: SettleDeps, orderId: number): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.status !== 'pending') return;
  let settled: Settled | null = null;
  if (order.gateway === 'bkash' && deps.bkash) {
    settled = await settleBkashOrder({ ...deps, client: deps.bkash }, order);
  } else if (order.gateway === 'sslcommerz' && deps.sslcommerz) {
    settled = await checkSslPayment({ ...deps, client: deps.sslcommerz }, order);
  }
  // A gateway no longer configured: nothing to ask; staff settle it by hand.
  if (!settled) return;
  if (settled.order.status === 'pending') {
    throw new OrderStillPending(`order ${order.invoiceNumber} is still pending at the gateway`);
  }
}

/**
 * The safety net, every few minutes in one process: orders stuck in `created` fail, every
 * pending order older than the settle delay gets a settle job now, and so does every refund not
 * yet final (sweepRefunds). The settle queue keeps one job
 * per order, so an order whose job waits or retries is left to it; one whose job was lost or gave
 * up gets a new one.
 */
export async function sweepOrders(deps: SettleDeps, now = new Date()): Promise<void> {
  const abandoned = await deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        lt(paymentOrders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    );
  for (const row of abandoned) {
    await markUnsuccessful(deps.db, row.id, 'failed', 'gateway_unavailable');
  }
  const gateways = [
    ...(deps.bkash ? (['bkash'] as const) : []),
    ...(deps.sslcommerz ? (['sslcommerz'] as const) : []),
  ];
  if (gateways.length === 0) return;
  const due = await deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        inArray(paymentOrders.gateway, gateways),
        lt(paymentOrders.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(SWEEP_BATCH);
  for (const order of due) await queueOrderSettlement(deps.jobs, deps.db, order.id, now);
  await sweepRefunds(deps.db, deps.jobs, now);
}
