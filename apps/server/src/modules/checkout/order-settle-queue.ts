import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';

/** One job per pending order: ask the gateway how the payment stands, and settle the order. */
export const ORDER_SETTLE_QUEUE = 'order-settle';
/** Every few minutes: orders no settle job is looking after (see sweepOrders). */
export const ORDER_SWEEP_QUEUE = 'order-settle-sweep';

/** An order is left to the payer and the callbacks this long before its job asks the gateway. */
export const SETTLE_AFTER_MS = 2 * 60 * 1000;

export type OrderSettlement = { orderId: number };

/**
 * Queues the settling of an order, in the transaction `tx` that makes it pending, so a pending
 * order always has its job. The settle queue is exclusive by order: while one job of the order
 * waits, retries or runs, another send (the sweep, a second process) is ignored.
 */
export async function queueOrderSettlement(
  jobs: Jobs,
  tx: Db,
  orderId: number,
  startAfter = new Date(Date.now() + SETTLE_AFTER_MS),
): Promise<void> {
  await jobs.send<OrderSettlement>(
    ORDER_SETTLE_QUEUE,
    { orderId },
    { tx, startAfter, singletonKey: `order:${orderId}` },
  );
}
