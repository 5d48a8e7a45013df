import { randomBytes } from 'node:crypto';

/** Credentials the simulator accepts; the server is configured with the same ones. */
export const simulatorCredentials = {
  bkash: {
    username: 'sandboxTokenizedUser',
    password: 'sandbox-password',
    appKey: 'sandbox-app-key',
    appSecret: 'sandbox-app-secret',
  },
  sslcommerz: { storeId: 'academytest', storePassword: 'academytest@ssl' },
} as const;

export type Choice = 'success' | 'failure' | 'cancel';

export type BkashPayment = {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  createdAt: Date;
  /** Initiated until the payer chooses; Authorized after "success" until the merchant executes. */
  state: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  trxID: string | null;
  executedAt: Date | null;
  /** Executes of an authorised payment: bKash takes one and answers 2117 to any after it. */
  executeCalls: number;
  refunds: { refundTrxID: string; amount: string; completedTime: string }[];
};

export type SslRefund = {
  refundRefId: string;
  refundTransId: string;
  amount: string;
  /** What the refund query answers: processing until SSLCommerz's bank settles it. */
  state: 'processing' | 'refunded' | 'cancelled';
  initiatedOn: string;
};

export type SslSession = {
  sessionkey: string;
  tranId: string;
  amount: string;
  currency: string;
  /** The session request's fields as sent, for tests to read (cus_phone, cus_name, ...). */
  fields: Record<string, string>;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  state: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  riskLevel: '0' | '1';
  refunds: SslRefund[];
};

/** What a test can change about the gateways' behaviour (all reset by `reset()`). */
export type Behaviour = {
  /** Every API answers 503, as a gateway outage. */
  down: boolean;
  /** bKash execute completes the payment, then answers only after this many ms. */
  executeDelayMs: number;
  /** bKash's payment/status answers 503 (the rest of its API still answers). */
  statusDown: boolean;
  /** id_token lifetime in seconds (bKash: 3600). */
  tokenLifetimeSeconds: number;
  /** The amount the next payments are captured and reported for (a wrong or tampered payment). */
  reportedAmount: string | null;
  /** SSLCommerz marks the next successful payments as risky (risk_level 1). */
  risky: boolean;
  /** SSLCommerz's APIConnect on the validation and query APIs (DONE: the query ran). */
  sslApiConnect: 'DONE' | 'FAILED' | 'INACTIVE' | 'INVALID_REQUEST';
  /** How SSLCommerz answers a new refund: success (settled at once here) or processing. */
  sslRefundAnswer: 'success' | 'processing';
  /** The next refund is made, then its answer is lost (the connection closes unanswered). */
  loseRefundAnswer: boolean;
};

export const defaultBehaviour = (): Behaviour => ({
  down: false,
  executeDelayMs: 0,
  statusDown: false,
  tokenLifetimeSeconds: 3600,
  reportedAmount: null,
  risky: false,
  sslApiConnect: 'DONE',
  sslRefundAnswer: 'success',
  loseRefundAnswer: false,
});

export type Stats = {
  grant: number;
  refresh: number;
  create: number;
  execute: number;
  status: number;
  refund: number;
  refundStatus: number;
  sslSession: number;
  sslValidate: number;
  sslQuery: number;
  sslRefund: number;
  sslRefundQuery: number;
  ipnSent: number;
};

export const emptyStats = (): Stats => ({
  grant: 0,
  refresh: 0,
  create: 0,
  execute: 0,
  status: 0,
  refund: 0,
  refundStatus: 0,
  sslSession: 0,
  sslValidate: 0,
  sslQuery: 0,
  sslRefund: 0,
  sslRefundQuery: 0,
  ipnSent: 0,
});

/** The simulator's memory: tokens, payments, sessions, behaviour switches and call counts. */
export type SimulatorState = {
  tokens: Map<string, { expiresAt: number }>;
  refreshTokens: Set<string>;
  payments: Map<string, BkashPayment>;
  sessions: Map<string, SslSession>;
  behaviour: Behaviour;
  stats: Stats;
};

export const createState = (): SimulatorState => ({
  tokens: new Map(),
  refreshTokens: new Set(),
  payments: new Map(),
  sessions: new Map(),
  behaviour: defaultBehaviour(),
  stats: emptyStats(),
});

/** bKash's clock format: 2023-09-11T23:31:24:581 GMT+0600 (Dhaka time). */
export function bkashTime(at = new Date()): string {
  const dhaka = new Date(at.getTime() + 6 * 3600 * 1000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

/** SSLCommerz's clock format: 2017-09-16 23:48:46 (Dhaka time). */
export function sslTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export const randomId = (prefix: string, bytes = 9) =>
  `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
