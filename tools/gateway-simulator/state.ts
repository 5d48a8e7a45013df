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
  executeCalls: number;
  refunds: { refundTrxID: string; amount: string }[];
};

export type SslSession = {
  sessionkey: string;
  tranId: string;
  amount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  state: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  riskLevel: '0' | '1';
  refunds: { refundRefId: string; refundTransId: string; amount: string }[];
};

/** What a test can change about the gateways' behaviour (all reset by `reset()`). */
export type Behaviour = {
  /** Every API answers 503, as a gateway outage. */
  down: boolean;
  /** bKash execute completes the payment, then answers only after this many ms. */
  executeDelayMs: number;
  /** id_token lifetime in seconds (bKash: 3600). */
  tokenLifetimeSeconds: number;
  /** The amount the gateways report instead of the real one, as a tampered or wrong payment. */
  reportedAmount: string | null;
  /** SSLCommerz marks the next successful payments as risky (risk_level 1). */
  risky: boolean;
};

export const defaultBehaviour = (): Behaviour => ({
  down: false,
  executeDelayMs: 0,
  tokenLifetimeSeconds: 3600,
  reportedAmount: null,
  risky: false,
});

export type Stats = {
  grant: number;
  refresh: number;
  create: number;
  execute: number;
  status: number;
  refund: number;
  sslSession: number;
  sslValidate: number;
  sslQuery: number;
  sslRefund: number;
  ipnSent: number;
};

export const emptyStats = (): Stats => ({
  grant: 0,
  refresh: 0,
  create: 0,
  execute: 0,
  status: 0,
  refund: 0,
  sslSession: 0,
  sslValidate: 0,
  sslQuery: 0,
  sslRefund: 0,
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

export const randomId = (prefix: string, bytes = 9) =>
  `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
