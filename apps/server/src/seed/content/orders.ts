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
  /** A full refund staff made, with its reason and the gateway's reference. */
  refund: { reason: string; gatewayRefundId: string; daysAfterPaying: number } | null;
  createdDaysAgo: number;
};

/**
 * What staff see in the console's Online orders tab and learners on /payments: a bKash payment
 * that enrolled its payer, an SSLCommerz payment refunded in full (its enrolment ended), and a
 * declined bKash attempt.
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
];
