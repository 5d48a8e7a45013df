import { refundMessages } from '@academy/contract/admin';
import { compareMoney } from '@academy/contract/money';
import type { Db } from '../../db/client.ts';
import { detailError, notFound } from '../../lib/http-errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { recordPayment, type PaidOrder } from '../checkout/order-settlement.ts';
import { findOrderByInvoice } from '../checkout/order-service.ts';

/**
 * Staff enrol the buyer on money the gateway captured for a failed order (risky, another amount),
 * after a manual check they describe: the order becomes paid with the captured payment's ids,
 * exactly as a confirmed payment would (enrolments, notices, mails, the audit with the note).
 */
export async function enrolOnHeldMoney(
  deps: { db: Db; jobs: Jobs },
  actorId: number,
  invoice: string,
  note: string,
): Promise<PaidOrder> {
  const found = await findOrderByInvoice(deps.db, invoice);
  if (!found) throw notFound();
  const { order } = found;
  if (order.heldState !== 'held' || !order.heldTrxId || !order.heldAmount) {
    throw detailError(400, refundMessages.notHeld);
  }
  if (compareMoney(order.heldAmount, order.amount) < 0)
    throw detailError(400, refundMessages.heldTooLittle);
  const paid = await recordPayment(
    deps.db,
    deps.jobs,
    order.id,
    { trxId: order.heldTrxId, validationId: order.heldValidationId ?? undefined },
    { actorId, note },
  );
  if (!paid) throw detailError(400, refundMessages.notHeld);
  return paid;
}
