import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { BkashClient } from './bkash-client.ts';
import type { SslcommerzClient } from './sslcommerz-client.ts';
import { checkSslPayment } from './sslcommerz-checkout.ts';
import { executeBkashPayment, type BkashDeps } from './bkash-checkout.ts';
import { deliverPaidOrder, type OrderDeliveryDeps } from './order-delivery.ts';
import { markUnsuccessful } from './order-service.ts';

/** An order is left to the payer and the callbacks this long before the job asks the gateway. */
export const SETTLE_AFTER_MS = 2 * 60 * 1000;
/** A `created` order older than this never reached the gateway (the process stopped between). */
const ABANDONED_AFTER_MS = 15 * 60 * 1000;
const BATCH = 20;

export type SettlerDeps = Omit<BkashDeps, 'client'> &
  OrderDeliveryDeps & { bkash: BkashClient | null; sslcommerz: SslcommerzClient | null };

/**
 * Settles orders the payer's return did not: the tab was closed, a callback or IPN was lost, the
 * gateway was down when the payer came back, or the server stopped between the gateway's answer
 * and the commit. For bKash it executes (a payment the payer authorised still needs it; one they
 * did not is refused harmlessly) and otherwise reads the status; for SSLCommerz it looks the
 * payments of the order up by tran_id. Recording is idempotent, so a job
 * running beside a late callback still enrols once. Returns how many orders it looked at.
 */
export async function settlePendingOrders(deps: SettlerDeps, now = new Date()): Promise<number> {
  await deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        lt(paymentOrders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .then((rows) =>
      Promise.all(
        rows.map((row) => markUnsuccessful(deps.db, row.id, 'failed', 'gateway_unavailable')),
      ),
    );
  const due = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        lt(paymentOrders.updatedAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(BATCH);
  for (const order of due) {
    const settled =
      order.gateway === 'bkash' && deps.bkash
        ? await executeBkashPayment({ ...deps, client: deps.bkash }, order)
        : order.gateway === 'sslcommerz' && deps.sslcommerz
          ? await checkSslPayment({ ...deps, client: deps.sslcommerz }, order)
          : null;
    if (!settled) continue;
    if (settled.paid) await deliverPaidOrder(deps, settled.paid);
    // Touch what is still pending so the next run starts with the others.
    if (settled.order.status === 'pending') {
      await deps.db
        .update(paymentOrders)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'pending')));
    }
  }
  return due.length;
}

/**
 * Runs settlePendingOrders every `intervalMs` in this process until the app closes. Several
 * processes may each run it: every step is a conditional update, so they cannot enrol twice.
 */
export function startOrderSettler(app: FastifyInstance, deps: SettlerDeps, intervalMs = 60_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settlePendingOrders(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'settling pending orders failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
