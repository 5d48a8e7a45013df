import type { OrderFailureReason } from '@academy/contract/checkout';
import { courseIds } from './courses.ts';
import { userIds } from './people.ts';
import type { SeedMoney } from './types.ts';

/** One online payment (bKash Tokenized Checkout or SSLCommerz) of the demo academy. */
export type SeedOrder = {
  invoiceNumber: string;
  userId: number;
  courseId: number;
  gateway: 'bkash' | 'sslcommerz';
  amount: SeedMoney;
  status: 'paid' | 'failed' | 'refunded';
  /** The gateway's ids of a completed payment (bKash paymentID and trxID; SSLCommerz ids). */
  gatewayPaymentId: string;
  gatewayTrxId: string | null;
  failureReason: OrderFailureReason | null;
  /** Money the gateway captured although the order failed (risky, mismatch), waiting for staff. */
  held?: { trxId: string; validationId: string; amount: SeedMoney };
  /** A full refund staff made, with its reason and the gateway's reference. */
  refund: { reason: string; gatewayRefundId: string; daysAfterPaying: number } | null;
  createdDaysAgo: number;
};

/**
 * What staff see in the console's Online orders tab and learners on /payments: a bKash payment
 * that enrolled its payer, an SSLCommerz payment refunded in full (its enrolment ended), a
 * declined bKash attempt, and an SSLCommerz card payment flagged risky whose money waits in the
 * console's 'Money held' queue for staff to return it or enrol after a check.
 */
export const orders: SeedOrder[] = [
  {
    invoiceNumber: 'ACD-DEMO-0001',
    userId: userIds.rumana,
    courseId: courseIds.dataVisualisation,
    gateway: 'bkash',
    amount: '3500.00',
    status: 'paid',
    gatewayPaymentId: 'TR0011DEMO0001',
    gatewayTrxId: 'BKDEMO0001',
    failureReason: null,
    refund: null,
    createdDaysAgo: 6,
  },
  {
    invoiceNumber: 'ACD-DEMO-0002',
    userId: userIds.sabbir,
    courseId: courseIds.ethicsAndIrb,
    gateway: 'sslcommerz',
    amount: '3000.00',
    status: 'refunded',
    gatewayPaymentId: 'SSLDEMOSESSION0002',
    gatewayTrxId: 'SSLDEMOBANK0002',
    failureReason: null,
    refund: {
      reason: 'Enrolled in the wrong course by mistake; asked for a refund the same day.',
      gatewayRefundId: 'SSLDEMOREFUND0002',
      daysAfterPaying: 1,
    },
    createdDaysAgo: 12,
  },
  {
    invoiceNumber: 'ACD-DEMO-0003',
    userId: userIds.mithila,
    courseId: courseIds.grantWriting,
    gateway: 'bkash',
    amount: '5999.00',
    status: 'failed',
    gatewayPaymentId: 'TR0011DEMO0003',
    gatewayTrxId: null,
    failureReason: 'declined',
    refund: null,
    createdDaysAgo: 3,
  },
  {
    invoiceNumber: 'ACD-DEMO-0004',
    userId: userIds.mithila,
    courseId: courseIds.neuroimaging,
    gateway: 'sslcommerz',
    amount: '14000.00',
    status: 'failed',
    gatewayPaymentId: 'SSLDEMOSESSION0004',
    gatewayTrxId: null,
    failureReason: 'risky',
    held: { trxId: 'SSLDEMOBANK0004', validationId: 'SSLDEMOVAL0004', amount: '14000.00' },
    refund: null,
    createdDaysAgo: 1,
  },
];
