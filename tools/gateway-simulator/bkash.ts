import type { ServerResponse } from 'node:http';
import {
  dropConnection,
  gatewayPage,
  redirect,
  sendHtml,
  sendJson,
  type SimRequest,
} from './http.ts';
import {
  bkashTime,
  randomId,
  simulatorCredentials,
  type BkashPayment,
  type Choice,
  type SimulatorState,
} from './state.ts';

// bKash Tokenized Checkout as its merchant API documents it: token/grant and token/refresh with
// username/password headers, then create (mode 0011), execute, payment/status and payment/refund
// with the id_token in Authorization and the app key in X-APP-Key. Answers carry statusCode
// "0000" on success and another code with statusMessage otherwise. Built from bKash's published
// material, not from our client: execute and payment/status name the invoice differently
// (merchantInvoiceNumber, merchantInvoice), execute is once-only (2117 with HTTP 400), a wrong app
// key is a 403 Forbidden, and payment/refund with only paymentID and trxID reports the refund made.
// The recorded answers these follow are in apps/server/src/test/fixtures/gateway-answers.ts.

export const BKASH_API_PREFIX = '/bkash/v1.2.0-beta/tokenized/checkout';
export const BKASH_PAGE_PREFIX = '/bkash/pay/';

const credentials = simulatorCredentials.bkash;
/** A second execute of one payment (fixture bkashExecuteAlreadyCalled). */
const alreadyExecuted = {
  httpStatus: 400,
  body: { statusCode: '2117', statusMessage: 'Payment execution already been called before' },
};
const ok = { statusCode: '0000', statusMessage: 'Successful' };
const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

function issueTokens(state: SimulatorState) {
  const idToken = randomId('id-', 24);
  const refreshToken = randomId('refresh-', 24);
  const lifetime = state.behaviour.tokenLifetimeSeconds;
  state.tokens.set(idToken, { expiresAt: Date.now() + lifetime * 1000 });
  state.refreshTokens.add(refreshToken);
  return {
    ...ok,
    id_token: idToken,
    token_type: 'Bearer',
    expires_in: lifetime,
    refresh_token: refreshToken,
  };
}

function hasAppSecret(body: Record<string, unknown>) {
  return body.app_key === credentials.appKey && body.app_secret === credentials.appSecret;
}

function hasToken(state: SimulatorState, request: SimRequest) {
  const token = state.tokens.get(String(request.headers.authorization ?? ''));
  return token !== undefined && token.expiresAt > Date.now();
}

const transactionStatus = (payment: BkashPayment) =>
  payment.state === 'Authorized' ? 'Initiated' : payment.state;

/** execute's answer (fixture bkashExecuteCompleted): the invoice is merchantInvoiceNumber. */
function executeAnswer(state: SimulatorState, payment: BkashPayment) {
  return {
    ...ok,
    paymentID: payment.paymentID,
    payerReference: '01770618575',
    customerMsisdn: '01770618575',
    trxID: payment.trxID ?? '',
    amount: state.behaviour.reportedAmount ?? payment.amount,
    transactionStatus: transactionStatus(payment),
    paymentExecuteTime: payment.executedAt ? bkashTime(payment.executedAt) : '',
    currency: payment.currency,
    intent: 'sale',
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
  };
}

/** payment/status's answer (fixture bkashStatusCompleted): the invoice is merchantInvoice. */
function statusAnswer(state: SimulatorState, payment: BkashPayment) {
  return {
    paymentID: payment.paymentID,
    mode: '0011',
    paymentCreateTime: bkashTime(payment.createdAt),
    paymentExecuteTime: payment.executedAt ? bkashTime(payment.executedAt) : '',
    amount: state.behaviour.reportedAmount ?? payment.amount,
    currency: payment.currency,
    intent: 'sale',
    merchantInvoice: payment.merchantInvoiceNumber,
    trxID: payment.trxID ?? '',
    transactionStatus: transactionStatus(payment),
    verificationStatus: payment.state === 'Completed' ? 'Complete' : 'Incomplete',
    ...ok,
    payerReference: '01770618575',
  };
}

/** A refund's answer (fixture bkashRefundCompleted), also what the refund status reports. */
function refundAnswer(payment: BkashPayment, refund: BkashPayment['refunds'][number]) {
  return {
    ...ok,
    originalTrxID: payment.trxID,
    refundTrxID: refund.refundTrxID,
    transactionStatus: 'Completed',
    amount: refund.amount,
    currency: 'BDT',
    charge: '0.00',
    completedTime: refund.completedTime,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Handles one call of the merchant API; false when the path is not bKash's. */
export async function handleBkashApi(
  state: SimulatorState,
  request: SimRequest,
  response: ServerResponse,
): Promise<boolean> {
  if (!request.path.startsWith(BKASH_API_PREFIX)) return false;
  const action = request.path.slice(BKASH_API_PREFIX.length);
  if (state.behaviour.down) {
    sendJson(response, 503, { message: 'Service Unavailable' });
    return true;
  }
  const body = request.body;
  if (action === '/token/grant' || action === '/token/refresh') {
    const isGrant = action === '/token/grant';
    state.stats[isGrant ? 'grant' : 'refresh'] += 1;
    const userOk =
      request.headers.username === credentials.username &&
      request.headers.password === credentials.password;
    if (!userOk || !hasAppSecret(body)) {
      sendJson(response, 200, refusal('2079', 'Invalid Username and Password'));
      return true;
    }
    if (!isGrant && !state.refreshTokens.has(String(body.refresh_token))) {
      sendJson(response, 200, refusal('2079', 'Invalid refresh token'));
      return true;
    }
    sendJson(response, 200, issueTokens(state));
    return true;
  }
  if (!hasToken(state, request)) {
    sendJson(response, 401, { message: 'Unauthorized' });
    return true;
  }
  if (request.headers['x-app-key'] !== credentials.appKey) {
    sendJson(response, 403, { message: 'Forbidden' });
    return true;
  }
  if (action === '/create') {
    state.stats.create += 1;
    const amount = String(body.amount ?? '');
    if (body.mode !== '0011' || !/^\d+(\.\d{1,2})?$/.test(amount) || body.currency !== 'BDT') {
      sendJson(response, 200, refusal('2007', 'Invalid Payment Request'));
      return true;
    }
    if (typeof body.callbackURL !== 'string' || typeof body.merchantInvoiceNumber !== 'string') {
      sendJson(response, 200, refusal('2007', 'Invalid Payment Request'));
      return true;
    }
    const payment: BkashPayment = {
      paymentID: randomId('TR0011'),
      amount,
      currency: 'BDT',
      merchantInvoiceNumber: body.merchantInvoiceNumber,
      callbackURL: body.callbackURL,
      createdAt: new Date(),
      state: 'Initiated',
      trxID: null,
      executedAt: null,
      executeCalls: 0,
      refunds: [],
    };
    state.payments.set(payment.paymentID, payment);
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    sendJson(response, 200, {
      ...ok,
      paymentID: payment.paymentID,
      bkashURL: `${origin}${BKASH_PAGE_PREFIX}${payment.paymentID}`,
      callbackURL: payment.callbackURL,
      successCallbackURL: `${payment.callbackURL}?paymentID=${payment.paymentID}&status=success`,
      failureCallbackURL: `${payment.callbackURL}?paymentID=${payment.paymentID}&status=failure`,
      cancelledCallbackURL: `${payment.callbackURL}?paymentID=${payment.paymentID}&status=cancel`,
      amount: payment.amount,
      intent: 'sale',
      currency: payment.currency,
      paymentCreateTime: bkashTime(payment.createdAt),
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
    });
    return true;
  }
  const payment = state.payments.get(String(body.paymentID ?? ''));
  if (action === '/execute') {
    state.stats.execute += 1;
    if (!payment) return (sendJson(response, 200, refusal('2002', 'Invalid Payment ID')), true);
    if (payment.executeCalls > 0) {
      const { httpStatus, body: answer } = alreadyExecuted;
      return (sendJson(response, httpStatus, answer), true);
    }
    if (payment.state !== 'Authorized') {
      // The payer has not confirmed on bKash's page (or ended the payment there).
      sendJson(response, 200, refusal('2056', 'Invalid Payment State'));
      return true;
    }
    payment.executeCalls += 1;
    payment.state = 'Completed';
    payment.trxID = randomId('BK', 5);
    payment.executedAt = new Date();
    // A payment for another amount (behaviour.reportedAmount) is captured as such.
    payment.amount = state.behaviour.reportedAmount ?? payment.amount;
    if (state.behaviour.executeDelayMs > 0) await wait(state.behaviour.executeDelayMs);
    sendJson(response, 200, executeAnswer(state, payment));
    return true;
  }
  if (action === '/payment/status') {
    state.stats.status += 1;
    if (state.behaviour.statusDown)
      return (sendJson(response, 503, { message: 'Service Unavailable' }), true);
    if (!payment) return (sendJson(response, 200, refusal('2002', 'Invalid Payment ID')), true);
    sendJson(response, 200, statusAnswer(state, payment));
    return true;
  }
  if (action === '/payment/refund') {
    if (!payment || payment.state !== 'Completed' || payment.trxID !== body.trxID) {
      sendJson(response, 200, refusal('2002', 'Invalid Payment ID'));
      return true;
    }
    if (body.amount === undefined) {
      // Refund status: the same endpoint with only paymentID and trxID.
      state.stats.refundStatus += 1;
      const last = payment.refunds.at(-1);
      if (!last) return (sendJson(response, 200, refusal('2002', 'Invalid Payment ID')), true);
      sendJson(response, 200, refundAnswer(payment, last));
      return true;
    }
    state.stats.refund += 1;
    const refunded = payment.refunds.reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = String(body.amount);
    const words = (value: unknown) => typeof value === 'string' && value.length <= 255;
    if (!words(body.sku) || !words(body.reason)) {
      sendJson(response, 200, refusal('2007', 'Invalid Payment Request'));
      return true;
    }
    if (
      !/^\d+(\.\d{1,2})?$/.test(amount) ||
      Number(amount) <= 0 ||
      refunded + Number(amount) > Number(payment.amount) + 1e-9
    ) {
      sendJson(response, 200, refusal('2071', 'Refund amount exceeds the transaction amount'));
      return true;
    }
    const refund = { refundTrxID: randomId('RF', 5), amount, completedTime: bkashTime() };
    payment.refunds.push(refund);
    if (state.behaviour.loseRefundAnswer) {
      state.behaviour.loseRefundAnswer = false;
      return (dropConnection(response), true);
    }
    sendJson(response, 200, refundAnswer(payment, refund));
    return true;
  }
  sendJson(response, 404, { message: 'Not Found' });
  return true;
}

/**
 * The payer's choice on bKash's page: success authorises the payment (the merchant still has to
 * execute it), failure and cancel end it. Returns where bKash sends the browser back.
 */
export function chooseBkash(state: SimulatorState, paymentID: string, choice: Choice): string {
  const payment = state.payments.get(paymentID);
  if (!payment) throw new Error(`unknown paymentID ${paymentID}`);
  if (payment.state === 'Initiated') {
    payment.state =
      choice === 'success' ? 'Authorized' : choice === 'failure' ? 'Failed' : 'Cancelled';
  }
  const callback = new URL(payment.callbackURL);
  callback.searchParams.set('paymentID', paymentID);
  callback.searchParams.set('status', choice);
  callback.searchParams.set('signature', randomId('', 12).toLowerCase());
  callback.searchParams.set('apiVersion', '1.2.0-beta');
  return callback.toString();
}

/** An execute that reached bKash and completed the payment, its answer lost on the way back. */
export function completeBkash(state: SimulatorState, paymentID: string): void {
  const payment = state.payments.get(paymentID);
  if (!payment || payment.state !== 'Authorized') throw new Error(`${paymentID} is not authorised`);
  payment.executeCalls += 1;
  payment.state = 'Completed';
  payment.trxID = randomId('BK', 5);
  payment.executedAt = new Date();
}

/** bKash's hosted page: GET shows the payment, POST records the choice and returns the payer. */
export function handleBkashPage(
  state: SimulatorState,
  request: SimRequest,
  response: ServerResponse,
): boolean {
  if (!request.path.startsWith(BKASH_PAGE_PREFIX)) return false;
  const paymentID = request.path.slice(BKASH_PAGE_PREFIX.length);
  const payment = state.payments.get(paymentID);
  if (!payment) return (sendHtml(response, 404, '<h1>Payment not found</h1>'), true);
  if (request.method === 'POST') {
    const choice = String(request.body.choice);
    if (choice !== 'success' && choice !== 'failure' && choice !== 'cancel') {
      return (sendHtml(response, 400, '<h1>Unknown choice</h1>'), true);
    }
    redirect(response, chooseBkash(state, paymentID, choice));
    return true;
  }
  const href = `${BKASH_PAGE_PREFIX}${paymentID}`;
  sendHtml(
    response,
    200,
    gatewayPage({
      title: 'bKash payment',
      lines: [
        ['Invoice', payment.merchantInvoiceNumber],
        ['Amount', `৳${payment.amount}`],
        ['Wallet', '01770618575'],
      ],
      actions: [
        { label: 'Confirm payment', href, choice: 'success' },
        { label: 'Fail payment', href, choice: 'failure' },
        { label: 'Cancel', href, choice: 'cancel' },
      ],
    }),
  );
  return true;
}
