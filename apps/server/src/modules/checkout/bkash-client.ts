import type { BkashConfig } from '../../config.ts';
import { callGateway, field, GatewayAuthError } from './gateway-http.ts';

// A thin client of bKash Tokenized Checkout: token/grant and token/refresh authenticate with the
// merchant's username and password headers and the app key and secret; every other call sends
// the id_token in Authorization and the app key in X-APP-Key.

export type BkashTokens = { idToken: string; refreshToken: string; expiresInSeconds: number };

/** What bKash says about one payment, read from execute's or payment/status's answer. */
export type BkashPaymentReport = {
  statusCode: string;
  statusMessage: string;
  paymentID: string;
  trxID: string;
  transactionStatus: string;
  amount: string;
  currency: string;
  /** Our invoice number as bKash reports it ('' when the answer does not carry it). */
  invoiceNumber: string;
};

/** What bKash says about a refund (the refund's answer and the refund status alike). */
export type BkashRefundReport = {
  statusCode: string;
  statusMessage: string;
  refundTrxID: string;
  originalTrxID: string;
  transactionStatus: string;
  amount: string;
};

export type BkashClient = ReturnType<typeof createBkashClient>;

/**
 * The two answers name the invoice differently: execute says `merchantInvoiceNumber`,
 * payment/status says `merchantInvoice` (fixtures in src/test/fixtures/gateway-answers.ts).
 */
const report = (
  answer: Record<string, unknown>,
  invoiceField: 'merchantInvoiceNumber' | 'merchantInvoice',
): BkashPaymentReport => ({
  statusCode: field(answer, 'statusCode'),
  statusMessage: field(answer, 'statusMessage'),
  paymentID: field(answer, 'paymentID'),
  trxID: field(answer, 'trxID'),
  transactionStatus: field(answer, 'transactionStatus'),
  amount: field(answer, 'amount'),
  currency: field(answer, 'currency'),
  invoiceNumber: field(answer, invoiceField),
});

const refundReport = (answer: Record<string, unknown>): BkashRefundReport => ({
  statusCode: field(answer, 'statusCode'),
  statusMessage: field(answer, 'statusMessage'),
  refundTrxID: field(answer, 'refundTrxID'),
  originalTrxID: field(answer, 'originalTrxID'),
  transactionStatus: field(answer, 'transactionStatus'),
  amount: field(answer, 'amount'),
});

export function createBkashClient(config: BkashConfig, timeoutMs: number) {
  const url = (path: string) => `${config.baseUrl}/tokenized/checkout${path}`;
  const json = { 'content-type': 'application/json', accept: 'application/json' };

  async function tokens(path: string, extra: Record<string, string>): Promise<BkashTokens> {
    const answer = await callGateway(url(path), {
      method: 'POST',
      headers: { ...json, username: config.username, password: config.password },
      body: JSON.stringify({ app_key: config.appKey, app_secret: config.appSecret, ...extra }),
      timeoutMs,
    });
    const idToken = field(answer, 'id_token');
    if (!idToken) throw new GatewayAuthError(`token${path}: ${field(answer, 'statusCode')}`);
    return {
      idToken,
      refreshToken: field(answer, 'refresh_token'),
      expiresInSeconds: Number(answer.expires_in) || 3600,
    };
  }

  async function call(idToken: string, path: string, body: Record<string, string>) {
    return callGateway(url(path), {
      method: 'POST',
      headers: { ...json, authorization: idToken, 'x-app-key': config.appKey },
      body: JSON.stringify(body),
      timeoutMs,
    });
  }

  return {
    grantToken: () => tokens('/token/grant', {}),
    refreshToken: (refreshToken: string) =>
      tokens('/token/refresh', { refresh_token: refreshToken }),

    /** Opens a payment (mode 0011: checkout without agreement); answers bkashURL to send the payer. */
    async createPayment(
      idToken: string,
      payment: {
        amount: string;
        invoiceNumber: string;
        callbackURL: string;
        payerReference: string;
      },
    ) {
      const answer = await call(idToken, '/create', {
        mode: '0011',
        payerReference: payment.payerReference,
        callbackURL: payment.callbackURL,
        amount: payment.amount,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: payment.invoiceNumber,
      });
      return {
        statusCode: field(answer, 'statusCode'),
        statusMessage: field(answer, 'statusMessage'),
        paymentID: field(answer, 'paymentID'),
        bkashURL: field(answer, 'bkashURL'),
      };
    },

    /** Completes an authorised payment: money moves only here, and bKash takes one per payment. */
    executePayment: async (idToken: string, paymentID: string) =>
      report(await call(idToken, '/execute', { paymentID }), 'merchantInvoiceNumber'),

    queryPayment: async (idToken: string, paymentID: string) =>
      report(await call(idToken, '/payment/status', { paymentID }), 'merchantInvoice'),

    /** Refund v1: sku and reason at most 255 characters each. */
    refundPayment: async (
      idToken: string,
      refund: { paymentID: string; trxID: string; amount: string; reason: string; sku: string },
    ) => refundReport(await call(idToken, '/payment/refund', refund)),

    /** The refund status: the refund endpoint asked with only paymentID and trxID. */
    refundStatus: async (idToken: string, payment: { paymentID: string; trxID: string }) =>
      refundReport(await call(idToken, '/payment/refund', payment)),
  };
}
