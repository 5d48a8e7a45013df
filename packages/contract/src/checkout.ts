import { z } from 'zod';
import {
  differentTeammates,
  idInput,
  keepNeededTeammates,
  optionalPromoCode,
  paymentTypeField,
  teammateInput,
  teammatesDiffer,
} from './enrolment.ts';
import { moneySchema } from './money-schema.ts';
import { paymentTypes } from './pricing.ts';

/**
 * Paying online (bKash Tokenized Checkout, SSLCommerz) beside the manual path: the order request
 * and answers, the order states, and the messages both sides show word for word.
 */

export const paymentGateways = ['bkash', 'sslcommerz'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

export const orderStatuses = [
  'created',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Why an order did not go through, as a code the web translates: the payer declined or the
 * gateway refused, the payer cancelled, the gateway reported another amount, invoice or currency,
 * SSLCommerz's validation did not confirm it, or the payment was never finished in time.
 */
export const orderFailureReasons = [
  'declined',
  'cancelled',
  'mismatch',
  'not_validated',
  'risky',
  'expired',
  'gateway_unavailable',
] as const;
export type OrderFailureReason = (typeof orderFailureReasons)[number];

/** Orders one learner may create per hour (each opens a payment at the gateway). */
export const ORDERS_PER_HOUR = 10;
/** Default page size of the learner's order list. */
export const ORDERS_PAGE_SIZE = 20;

export const checkoutMessages = {
  gatewayNotOffered: 'This way of paying is not available. Please choose another.',
  gatewayUnavailable:
    'The payment service is not answering right now. Nothing was charged: please try again in a few minutes, or send money manually.',
  nothingToPay: 'Nothing is left to pay after the promo code. Please use the manual form.',
  sslcommerzMinimum:
    'SSLCommerz takes payments of ৳10.00 or more. Please pay with bKash or send money manually.',
  sslcommerzNeedsPhone:
    'SSLCommerz needs your phone number. Add it to your profile, then pay again.',
} as const;

/** SSLCommerz's smallest payment (its total_amount is 10.00 to 500000.00 BDT). */
export const SSLCOMMERZ_MIN_AMOUNT = '10.00';

/** POST /api/orders/: what to buy and how to pay; the amount is always the server's. */
export const orderRequestSchema = z.preprocess(
  keepNeededTeammates,
  z
    .object({
      course_id: idInput,
      /** Required when the course is taught in cohorts (docs/rules.md, Cohorts). */
      cohort_id: idInput.optional(),
      gateway: z.enum(paymentGateways, { error: 'Select a valid choice: bkash or sslcommerz.' }),
      payment_type: paymentTypeField,
      coupon_code: optionalPromoCode.optional(),
      teammate_one: teammateInput.optional(),
      teammate_two: teammateInput.optional(),
    })
    .refine(teammatesDiffer, differentTeammates),
);
export type OrderRequest = z.output<typeof orderRequestSchema>;

/** One online order as its buyer (and staff) see it. */
export const orderSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  gateway: z.enum(paymentGateways),
  payment_type: z.enum(paymentTypes),
  students: z.number().int(),
  amount: moneySchema,
  refunded_amount: moneySchema,
  currency: z.string(),
  coupon_code: z.string().nullable(),
  status: z.enum(orderStatuses),
  failure_reason: z.enum(orderFailureReasons).nullable(),
  /** The gateway's transaction id once paid (bKash trxID, SSLCommerz bank_tran_id). */
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The answer to a created order: where to send the payer. */
export const orderCreatedSchema = z.object({ order: orderSchema, redirect_url: z.url() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** GET /api/checkout/options/: the gateways this academy offers (none: manual only). */
export const checkoutOptionsSchema = z.object({ gateways: z.array(z.enum(paymentGateways)) });
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** The payment page's fields when paying online: no sender number or transaction ID to type. */
export const onlinePaymentFormSchema = z.preprocess(
  keepNeededTeammates,
  z
    .object({
      payment_type: paymentTypeField,
      coupon_code: optionalPromoCode.optional(),
      teammate_one: teammateInput.optional(),
      teammate_two: teammateInput.optional(),
    })
    .refine(teammatesDiffer, differentTeammates),
);

/** How the learner pays on the payment page. */
export type PaymentMethod = PaymentGateway | 'manual';
