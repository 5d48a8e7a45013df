import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRefunds } from '../../db/schema/orders.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { applyVerdict, type RefundDeps, type RefundRow } from './order-refunds.ts';
import { findOrder } from './order-service.ts';
import { checkRefund } from './refund-gateways.ts';
import { queueRefundCheck } from './refund-settle-queue.ts';

/** Thrown while the refund is not final, so the queue asks again later with backoff. */
export class RefundStillOpen extends Error {
  override name = 'RefundStillOpen';
}

/**
 * Asks the gateway once how a refund not yet final stands and acts on it; answers the refund as
 * it now stands (the console's 'Check with the gateway' and the job share it).
 */
export async function checkRefundNow(
  deps: RefundDeps & { bus: EventBus },
  refundId: number,
): Promise<RefundRow | undefined> {
  const [refund] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || (refund.status !== 'requested' && refund.status !== 'pending')) return refund;
  const order = (await findOrder(deps.db, refund.orderId))!;
  const settled = await applyVerdict(deps, order, refund, await checkRefund(deps, order, refund));
  await publishNotifications(deps.bus, settled.notices);
  return settled.refund;
}

/** The checking job of one refund: retried with backoff until the gateway gives a final word. */
export async function settleRefund(
  deps: RefundDeps & { bus: EventBus },
  refundId: number,
): Promise<void> {
  const refund = await checkRefundNow(deps, refundId);
  if (refund && (refund.status === 'requested' || refund.status === 'pending')) {
    throw new RefundStillOpen(`refund ${refundId} is ${refund.status} at the gateway`);
  }
}

/** The sweep's part: every refund not yet final gets a check (one per refund, see the queue). */
export async function sweepRefunds(db: Db, jobs: Jobs, now = new Date()): Promise<void> {
  const open = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(inArray(orderRefunds.status, ['requested', 'pending']));
  for (const refund of open) await queueRefundCheck(jobs, db, refund.id, now);
}
