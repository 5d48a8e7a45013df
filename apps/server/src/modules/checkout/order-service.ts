import { academyDay } from '@academy/contract/academy-time';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  SSLCOMMERZ_MIN_AMOUNT,
  type OrderFailureReason,
  type OrderRequest,
} from '@academy/contract/checkout';
import type { FieldErrors } from '@academy/contract/errors';
import { compareMoney } from '@academy/contract/money';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import { badRequest, detailError } from '../../lib/http-errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { quotePurchase, type Payer } from '../enrolment/purchase-quote.ts';
import { queueOrderSettlement } from './order-settle-queue.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * ACD-20261126-7Q4M2K9X: the academy's calendar day for people (Dhaka's, as on the receipt), eight
 * random characters so numbers cannot be guessed.
 */
export function newInvoiceNumber(now = new Date()): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `ACD-${academyDay(now).replaceAll('-', '')}-${random}`;
}

/**
 * Stores a new order in state `created`, priced by the server from the course, tier, discount in
 * force and coupon exactly as the manual path prices it, with its teammates, in one transaction.
 * The gateway is asked afterwards (openAtGateway), so no network call holds a transaction open.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderRequest,
  now: Date,
): Promise<{ order: OrderRow; payer: Payer; courseTitle: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`payment:${userId}:${input.course_id}`}))`,
    );
    const errors: FieldErrors = {};
    const { payer, course, students, teammates, coupon, cohort, quote } = await quotePurchase(
      tx,
      userId,
      input,
      errors,
      now,
    );
    if (Object.keys(errors).length > 0 || !quote) throw badRequest(errors);
    if (compareMoney(quote.total, '0') <= 0) throw detailError(400, checkoutMessages.nothingToPay);
    if (input.gateway === 'sslcommerz') {
      if (compareMoney(quote.total, SSLCOMMERZ_MIN_AMOUNT) < 0) {
        throw detailError(400, checkoutMessages.sslcommerzMinimum);
      }
      if (!payer.phone) throw detailError(400, checkoutMessages.sslcommerzNeedsPhone);
    }
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        invoiceNumber: newInvoiceNumber(),
        userId,
        courseId: course.id,
        cohortId: cohort?.id ?? null,
        gateway: input.gateway,
        paymentType: input.payment_type,
        students,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        amount: quote.total,
      })
      .returning();
    if (teammates.length > 0) {
      await tx.insert(orderTeammates).values(
        teammates.map((mate, index) => ({
          orderId: order!.id,
          position: index + 1,
          name: mate.name,
          email: mate.email,
          number: mate.number,
        })),
      );
    }
    return { order: order!, payer, courseTitle: course.title };
  });
}

/**
 * The gateway opened the payment: the order waits for the payer (created → pending), and its
 * settling job is queued in the same transaction.
 */
export async function markOpened(db: Db, jobs: Jobs, orderId: number, gatewayPaymentId: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: 'pending', gatewayPaymentId })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')))
      .returning();
    await queueOrderSettlement(jobs, tx, order!.id);
    return order!;
  });
}

/**
 * Ends an order that did not go through. Only an open order moves, so a late failure report can
 * never undo a payment already recorded.
 */
export async function markUnsuccessful(
  db: Db,
  orderId: number,
  status: 'failed' | 'cancelled',
  reason: OrderFailureReason,
): Promise<OrderRow> {
  const [order] = await db
    .update(paymentOrders)
    .set({ status, failureReason: reason })
    .where(
      and(eq(paymentOrders.id, orderId), sql`${paymentOrders.status} in ('created', 'pending')`),
    )
    .returning();
  return order ?? (await findOrder(db, orderId))!;
}

/**
 * Ends an open order whose payment the gateway did capture but that cannot be taken as its
 * payment (risky, or another amount or currency for this very order): the money is held for
 * staff, who return it or enrol after a check (admin-held-money.ts). Only an open order moves.
 */
export async function markHeld(
  db: Db,
  orderId: number,
  reason: Extract<OrderFailureReason, 'mismatch' | 'risky'>,
  captured: { trxId: string; amount: string; validationId?: string },
): Promise<OrderRow> {
  const [order] = await db
    .update(paymentOrders)
    .set({
      status: 'failed',
      failureReason: reason,
      heldTrxId: captured.trxId,
      heldValidationId: captured.validationId ?? null,
      heldAmount: captured.amount,
      heldState: 'held',
    })
    .where(
      and(eq(paymentOrders.id, orderId), sql`${paymentOrders.status} in ('created', 'pending')`),
    )
    .returning();
  return order ?? (await findOrder(db, orderId))!;
}

/**
 * bKash takes one execute per payment: claims it for this caller (null when another callback or
 * an earlier run already sent it).
 */
export async function claimExecute(db: Db, orderId: number): Promise<OrderRow | null> {
  const [order] = await db
    .update(paymentOrders)
    .set({ executeRequestedAt: sql`now()` })
    .where(
      and(
        eq(paymentOrders.id, orderId),
        eq(paymentOrders.status, 'pending'),
        sql`${paymentOrders.executeRequestedAt} is null`,
      ),
    )
    .returning();
  return order ?? null;
}

/** bKash refused the execute because the payer has not confirmed yet: a later one may come. */
export async function releaseExecute(db: Db, orderId: number): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ executeRequestedAt: null })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending')));
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return order;
}

/** The order a gateway's payment id belongs to. */
export async function findOrderByGatewayId(
  db: Db,
  gateway: OrderRow['gateway'],
  gatewayPaymentId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.gateway, gateway), eq(paymentOrders.gatewayPaymentId, gatewayPaymentId)),
    );
  return order;
}

/** An order with its course title, by invoice number. */
export async function findOrderByInvoice(db: Db, invoiceNumber: string) {
  const [row] = await db
    .select({ order: paymentOrders, courseTitle: courses.title })
    .from(paymentOrders)
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
    .where(eq(paymentOrders.invoiceNumber, invoiceNumber));
  return row;
}
