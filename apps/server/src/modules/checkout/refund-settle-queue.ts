import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';

/** One job per refund not yet final: ask its gateway how it stands until it is refunded or failed. */
export const REFUND_CHECK_QUEUE = 'order-refund-check';

/** A refund's first check waits this long (its own call may still be answering). */
export const REFUND_CHECK_AFTER_MS = 60 * 1000;

export type RefundCheck = { refundId: number };

/**
 * Queues the checking of a refund in the transaction `tx` that stores it, so a refund never lacks
 * its check. Exclusive by refund: while one job of it waits, retries or runs, another send (the
 * sweep) is ignored.
 */
export async function queueRefundCheck(
  jobs: Jobs,
  tx: Db,
  refundId: number,
  startAfter = new Date(Date.now() + REFUND_CHECK_AFTER_MS),
): Promise<void> {
  await jobs.send<RefundCheck>(
    REFUND_CHECK_QUEUE,
    { refundId },
    { tx, startAfter, singletonKey: `refund:${refundId}` },
  );
}
