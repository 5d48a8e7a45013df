import type { HeldState, RefundStatus } from '@academy/contract/admin';
import type { OrderFailureReason } from '@academy/contract/checkout';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { courseCohorts } from './cohorts.ts';
import { createdAt, id, money, timestamptz, updatedAt } from './columns.ts';
import { orderStatus, paymentGateway, paymentType } from './enums.ts';
import { coupons } from './pricing.ts';

/**
 * One attempt to pay for a course online (bKash Tokenized Checkout or SSLCommerz). The amount is
 * the server's quote at creation; the gateway ids are unique so one gateway payment can settle
 * one order only. Like manual payments, orders are financial records: deleting their user or
 * course is refused.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    /** Our merchant invoice number (bKash merchantInvoiceNumber, SSLCommerz tran_id). */
    invoiceNumber: text('invoice_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** The cohort the places are in; null for a self-paced course. */
    cohortId: integer('cohort_id').references(() => courseCohorts.id, { onDelete: 'restrict' }),
    gateway: paymentGateway('gateway').notNull(),
    paymentType: paymentType('payment_type').notNull(),
    /** Students paid for, the payer included: 1 single, 2 duo, 3 trio. */
    students: smallint('students').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** What the server computed; the gateway must report exactly this. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: orderStatus('status').notNull().default('created'),
    /** bKash paymentID or SSLCommerz sessionkey, once the gateway opened the payment. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** bKash trxID or SSLCommerz bank_tran_id of the completed payment. */
    gatewayTrxId: text('gateway_trx_id'),
    /** SSLCommerz val_id the validation API confirmed. */
    gatewayValidationId: text('gateway_validation_id'),
    /** Why the order failed or was cancelled, in our words (never the gateway's raw answer). */
    failureReason: text('failure_reason').$type<OrderFailureReason>(),
    refundedAmount: money('refunded_amount').notNull().default('0.00'),
    /**
     * bKash: when our one execute of the payment was sent (bKash takes one per payment). Set before
     * the call, so of two callbacks only one executes; a pending order with it set has an execute
     * whose answer was lost, which only the status query can settle.
     */
    executeRequestedAt: timestamptz('execute_requested_at'),
    /**
     * Money the gateway captured for this order that was not taken as its payment (the order
     * failed as risky or mismatched, or the gateway took another amount): held for staff, who
     * return it through the gateway or, after a documented check, enrol the buyer.
     */
    heldTrxId: text('held_trx_id'),
    heldValidationId: text('held_validation_id'),
    heldAmount: money('held_amount'),
    /** held while staff decide, returning while its refund is at the gateway, then returned or enrolled. */
    heldState: text('held_state').$type<HeldState>(),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_invoice_number_unique').on(t.invoiceNumber),
    uniqueIndex('payment_orders_gateway_payment_id_unique').on(t.gateway, t.gatewayPaymentId),
    uniqueIndex('payment_orders_gateway_trx_id_unique').on(t.gateway, t.gatewayTrxId),
    uniqueIndex('payment_orders_gateway_validation_id_unique').on(t.gatewayValidationId),
    index('payment_orders_user_id_idx').on(t.userId, t.createdAt),
    index('payment_orders_course_id_idx').on(t.courseId),
    // The settling job: pending orders, oldest first.
    index('payment_orders_status_created_at_idx').on(t.status, t.createdAt),
    index('payment_orders_cohort_id_idx').on(t.cohortId),
    check(
      'payment_orders_students_match_type',
      sql`(${t.paymentType} = 'single' and ${t.students} = 1) or (${t.paymentType} = 'duo' and ${t.students} = 2) or (${t.paymentType} = 'trio' and ${t.students} = 3)`,
    ),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_orders_refund_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check(
      'payment_orders_held_state_known',
      sql`${t.heldState} is null or (${t.heldState} in ('held', 'returning', 'returned', 'enrolled') and ${t.heldTrxId} is not null and ${t.heldAmount} > 0)`,
    ),
    // The staff queue of held money.
    index('payment_orders_held_state_idx').on(t.heldState),
  ],
);

/** A colleague named on a duo or trio order, enrolled when the order is paid. */
export const orderTeammates = pgTable(
  'order_teammates',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** 1 for teammate_one, 2 for teammate_two. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** Lowercase, matched against accounts when paid and on later sign-up. */
    email: text('email').notNull(),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    enrolledAt: timestamptz('enrolled_at'),
  },
  (t) => [
    uniqueIndex('order_teammates_order_position_unique').on(t.orderId, t.position),
    index('order_teammates_email_idx').on(t.email),
    index('order_teammates_user_id_idx').on(t.userId),
    check('order_teammates_position_range', sql`${t.position} in (1, 2)`),
  ],
);

/** A refund staff made on a paid order, in full or in part, or of money held on a failed one. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /**
     * Made once per refund form by the staff member's browser: a double click or a replayed
     * request finds this row instead of refunding again (also sent to SSLCommerz as
     * refund_trans_id, which it keeps unique).
     */
    requestId: uuid('request_id').notNull(),
    /**
     * requested (its amount reserved, the gateway being asked or its answer lost), pending (the
     * gateway accepted it and will confirm), then refunded or failed (the reservation taken
     * back). Only a refunded one ends enrolments.
     */
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    /** Of held money on a failed order (paymentOrders.heldAmount), not of the order's payment. */
    ofHeldMoney: boolean('of_held_money').notNull().default(false),
    /**
     * The gateway's refund reference (bKash refundTrxID, SSLCommerz refund_ref_id) once it
     * accepted the refund.
     */
    gatewayRefundId: text('gateway_refund_id'),
    /** Why the gateway refused or cancelled it, in the gateway's words (for staff). */
    failureReason: text('failure_reason'),
    settledAt: timestamptz('settled_at'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId),
    uniqueIndex('order_refunds_request_id_unique').on(t.requestId),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    check(
      'order_refunds_status_known',
      sql`${t.status} in ('requested', 'pending', 'refunded', 'failed')`,
    ),
    check(
      'order_refunds_accepted_has_reference',
      sql`${t.status} not in ('pending', 'refunded') or ${t.gatewayRefundId} is not null`,
    ),
    // The refund settling job and the console: refunds not yet final.
    index('order_refunds_open_idx').on(t.status),
  ],
);

/**
 * A gateway's API token, shared by every server process: whoever finds it near expiry refreshes
 * it under a lock, the others read the new one.
 */
export const gatewayTokens = pgTable('gateway_tokens', {
  gateway: paymentGateway('gateway').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  updatedAt: updatedAt(),
});
