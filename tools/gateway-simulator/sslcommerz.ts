import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  autoPostPage,
  dropConnection,
  gatewayPage,
  sendHtml,
  sendJson,
  type SimRequest,
} from './http.ts';
import {
  randomId,
  simulatorCredentials,
  sslTime,
  type Choice,
  type SimulatorState,
  type SslRefund,
  type SslSession,
} from './state.ts';

// SSLCommerz as its v4 integration documents it: a form POST to gwprocess/v4/api.php opens a
// session and answers GatewayPageURL; the payer's result is POSTed to ipn_url (server to server)
// and to success_url / fail_url / cancel_url (through the browser); only
// validator/api/validationserverAPI.php, asked with val_id and the store's credentials, says
// whether a payment is real (VALID the first time, VALIDATED after). merchantTransIDvalidationAPI
// looks payments up by tran_id and, given bank_tran_id, refund_trans_id and refund_amount, refunds;
// given refund_ref_id, it tells how a refund stands. Built from SSLCommerz's published material
// (the official SSLCommerz-Laravel library's field notes and checks, the sslcommerz-lts package's
// calls, merchants' recorded answers), not from our client: the session's mandatory fields and
// lengths, the 10.00 BDT minimum, APIConnect, PENDING entries, the 30-character refund_trans_id
// (mandatory since February 2025), refunds that answer processing, and verify_sign.

export const SSL_SESSION_PATH = '/sslcommerz/gwprocess/v4/api.php';
export const SSL_VALIDATION_PATH = '/sslcommerz/validator/api/validationserverAPI.php';
export const SSL_QUERY_PATH = '/sslcommerz/validator/api/merchantTransIDvalidationAPI.php';
export const SSL_PAGE_PREFIX = '/sslcommerz/gateway/';

const credentials = simulatorCredentials.sslcommerz;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function hasStoreCredentials(values: { get(name: string): string | null }) {
  return (
    values.get('store_id') === credentials.storeId &&
    values.get('store_passwd') === credentials.storePassword
  );
}

const bodyValues = (body: Record<string, unknown>) => ({
  get: (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : null),
});

/** The fields SSLCommerz reports about a payment, with verify_sign over them as documented. */
export function sslResultFields(
  state: SimulatorState,
  session: SslSession,
  status: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    status,
    tran_date: sslTime(),
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    amount: state.behaviour.reportedAmount ?? session.amount,
    store_amount: (Number(session.amount) * 0.975).toFixed(2),
    currency: 'BDT',
    bank_tran_id: session.bankTranId ?? '',
    card_type: 'NAGAD-Nagad',
    card_no: '',
    card_issuer: 'Nagad',
    card_brand: 'MOBILEBANKING',
    card_issuer_country: 'Bangladesh',
    currency_type: session.currency,
    currency_amount: session.amount,
    risk_level: session.riskLevel,
    risk_title: session.riskLevel === '0' ? 'Safe' : 'Unsafe',
  };
  const keys = Object.keys(fields);
  const signed = [...keys, 'store_passwd']
    .sort()
    .map((key) => `${key}=${key === 'store_passwd' ? md5(credentials.storePassword) : fields[key]}`)
    .join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: md5(signed) };
}

function validationAnswer(state: SimulatorState, session: SslSession) {
  const {
    verify_key: _key,
    verify_sign: _sign,
    ...fields
  } = sslResultFields(state, session, session.state);
  return {
    ...fields,
    card_issuer_country_code: 'BD',
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: '',
    value_b: '',
    value_c: '',
    value_d: '',
    emi_instalment: '0',
    emi_amount: '0.00',
    emi_description: '',
    emi_issuer: '',
    account_details: '',
    APIConnect: 'DONE',
    validated_on: fields.tran_date,
    gw_version: '',
  };
}

/**
 * The session request's mandatory fields and their documented lengths (SSLCommerz-Laravel's field
 * notes: tran_id string (30), cus_name and cus_email string (50), cus_phone string (20), ...).
 */
const sessionFields: [name: string, maxLength: number][] = [
  ['total_amount', 13],
  ['currency', 3],
  ['tran_id', 30],
  ['success_url', 255],
  ['fail_url', 255],
  ['cancel_url', 255],
  ['cus_name', 50],
  ['cus_email', 50],
  ['cus_add1', 50],
  ['cus_city', 50],
  ['cus_country', 50],
  ['cus_phone', 20],
  ['shipping_method', 50],
  ['product_name', 255],
  ['product_category', 100],
  ['product_profile', 100],
];

/** Why SSLCommerz would refuse the session request, or null when it is acceptable. */
function sessionRefusal(body: { get(name: string): string | null }): string | null {
  for (const [name, maxLength] of sessionFields) {
    const value = body.get(name);
    if (!value) return `Invalid data: ${name} is required`;
    if (value.length > maxLength) return `Invalid data: ${name} is longer than ${maxLength}`;
  }
  const amount = body.get('total_amount')!;
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) < 10 || Number(amount) > 500000) {
    return 'Invalid data: total_amount must be from 10.00 to 500000.00';
  }
  return null;
}

/** The refund API's answer (fixture sslRefundInitiated). */
const refundAnswer = (session: SslSession, refund: SslRefund, status: string) => ({
  APIConnect: 'DONE',
  bank_tran_id: session.bankTranId,
  trans_id: session.tranId,
  refund_ref_id: refund.refundRefId,
  status,
  errorReason: '',
});

/** Handles the session, validation and transaction-query APIs; false for other paths. */
export function handleSslApi(
  state: SimulatorState,
  request: SimRequest,
  response: ServerResponse,
): boolean {
  const isApi = [SSL_SESSION_PATH, SSL_VALIDATION_PATH, SSL_QUERY_PATH].includes(request.path);
  if (!isApi) return false;
  if (state.behaviour.down) return (sendJson(response, 503, { status: 'FAILED' }), true);
  if (request.path === SSL_SESSION_PATH) {
    state.stats.sslSession += 1;
    const body = bodyValues(request.body);
    if (!hasStoreCredentials(body)) {
      sendJson(response, 200, {
        status: 'FAILED',
        failedreason: 'Store Credential Error Or Store is De-active',
      });
      return true;
    }
    const refused = sessionRefusal(body);
    if (refused) {
      sendJson(response, 200, { status: 'FAILED', failedreason: refused });
      return true;
    }
    const session: SslSession = {
      sessionkey: randomId('', 16),
      tranId: body.get('tran_id')!,
      amount: Number(body.get('total_amount')).toFixed(2),
      currency: body.get('currency')!,
      fields: Object.fromEntries(
        Object.entries(request.body).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string' && entry[0] !== 'store_passwd';
        }),
      ),
      successUrl: body.get('success_url')!,
      failUrl: body.get('fail_url')!,
      cancelUrl: body.get('cancel_url') ?? body.get('fail_url')!,
      ipnUrl: body.get('ipn_url') ?? '',
      state: 'PENDING',
      valId: null,
      bankTranId: null,
      riskLevel: '0',
      refunds: [],
    };
    state.sessions.set(session.sessionkey, session);
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    sendJson(response, 200, {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.sessionkey,
      GatewayPageURL: `${origin}${SSL_PAGE_PREFIX}${session.sessionkey}`,
      storeBanner: '',
      storeLogo: '',
      desc: [],
    });
    return true;
  }
  if (!hasStoreCredentials(request.query)) {
    sendJson(response, 200, { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
    return true;
  }
  const apiConnect = state.behaviour.sslApiConnect;
  if (apiConnect !== 'DONE') {
    // The query did not run at SSLCommerz: its answer says nothing about any payment.
    sendJson(response, 200, { APIConnect: apiConnect, no_of_trans_found: 0, element: [] });
    return true;
  }
  if (request.path === SSL_VALIDATION_PATH) {
    state.stats.sslValidate += 1;
    const valId = request.query.get('val_id');
    const session = [...state.sessions.values()].find((one) => one.valId && one.valId === valId);
    if (!session || (session.state !== 'VALID' && session.state !== 'VALIDATED')) {
      sendJson(response, 200, { status: 'INVALID_TRANSACTION' });
      return true;
    }
    sendJson(response, 200, validationAnswer(state, session));
    session.state = 'VALIDATED';
    return true;
  }
  const refundRefId = request.query.get('refund_ref_id');
  if (refundRefId) return (answerRefundQuery(state, refundRefId, response), true);
  const bankTranId = request.query.get('bank_tran_id');
  if (bankTranId) return (refund(state, request, bankTranId, response), true);
  state.stats.sslQuery += 1;
  const tranId = request.query.get('tran_id');
  // Every attempt SSLCommerz knows for the tran_id, unfinished ones as PENDING.
  const found = [...state.sessions.values()].filter((one) => one.tranId === tranId);
  sendJson(response, 200, {
    APIConnect: 'DONE',
    no_of_trans_found: found.length,
    element: found.map((session) => validationAnswer(state, session)),
  });
  return true;
}

/**
 * The refund API: bank_tran_id, refund_trans_id (the merchant's own id for the refund, at most 30
 * characters and mandatory: a repeated one answers the first refund again), refund_amount and
 * refund_remarks. A new refund answers success or processing (behaviour.sslRefundAnswer).
 */
function refund(
  state: SimulatorState,
  request: SimRequest,
  bankTranId: string,
  response: ServerResponse,
) {
  state.stats.sslRefund += 1;
  const refusal = (errorReason: string) =>
    sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason });
  const session = [...state.sessions.values()].find((one) => one.bankTranId === bankTranId);
  const refundTransId = request.query.get('refund_trans_id') ?? '';
  const amount = request.query.get('refund_amount') ?? '';
  if (!session || (session.state !== 'VALID' && session.state !== 'VALIDATED')) {
    return refusal('Invalid bank_tran_id');
  }
  if (!refundTransId || refundTransId.length > 30) {
    return refusal('refund_trans_id is required, at most 30 characters');
  }
  if (!request.query.get('refund_remarks')) return refusal('refund_remarks is required');
  const earlier = session.refunds.find((one) => one.refundTransId === refundTransId);
  if (earlier) return sendJson(response, 200, refundAnswer(session, earlier, 'processing'));
  const refunded = session.refunds
    .filter((one) => one.state !== 'cancelled')
    .reduce((sum, one) => sum + Number(one.amount), 0);
  if (
    !/^\d+(\.\d{1,2})?$/.test(amount) ||
    Number(amount) <= 0 ||
    refunded + Number(amount) > Number(session.amount) + 1e-9
  ) {
    return refusal('Invalid refund amount');
  }
  const answer = state.behaviour.sslRefundAnswer;
  const made: SslRefund = {
    refundRefId: randomId('', 10),
    refundTransId,
    amount,
    state: answer === 'success' ? 'refunded' : 'processing',
    initiatedOn: sslTime(),
  };
  session.refunds.push(made);
  if (state.behaviour.loseRefundAnswer) {
    state.behaviour.loseRefundAnswer = false;
    return dropConnection(response);
  }
  sendJson(response, 200, refundAnswer(session, made, answer));
}

/** The refund query by refund_ref_id (fixture sslRefundQueryRefunded). */
function answerRefundQuery(state: SimulatorState, refundRefId: string, response: ServerResponse) {
  state.stats.sslRefundQuery += 1;
  for (const session of state.sessions.values()) {
    const found = session.refunds.find((one) => one.refundRefId === refundRefId);
    if (!found) continue;
    return sendJson(response, 200, {
      APIConnect: 'DONE',
      bank_tran_id: session.bankTranId,
      tran_id: session.tranId,
      refund_ref_id: found.refundRefId,
      initiated_on: found.initiatedOn,
      refunded_on: found.state === 'refunded' ? sslTime() : '',
      status: found.state,
      errorReason: '',
    });
  }
  sendJson(response, 200, {
    APIConnect: 'DONE',
    status: 'failed',
    errorReason: 'Invalid refund_ref_id',
  });
}

/** SSLCommerz settles a refund that answered processing (a test or the e2e control decides). */
export function settleSslRefund(
  state: SimulatorState,
  refundRefId: string,
  outcome: 'refunded' | 'cancelled',
): void {
  for (const session of state.sessions.values()) {
    const found = session.refunds.find((one) => one.refundRefId === refundRefId);
    if (found) found.state = outcome;
  }
}

/** POSTs the result to the merchant's IPN listener, as SSLCommerz does; failures are ignored. */
export async function sendIpn(state: SimulatorState, session: SslSession, status: string) {
  if (!session.ipnUrl) return;
  state.stats.ipnSent += 1;
  await fetch(session.ipnUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sslResultFields(state, session, status)).toString(),
  }).catch(() => undefined);
}

/**
 * The payer's choice on the gateway page. Returns where the browser is POSTed back and with
 * which fields; the IPN is sent first unless `ipn` is false (a lost IPN).
 */
export async function chooseSsl(
  state: SimulatorState,
  sessionkey: string,
  choice: Choice,
  options: { ipn?: boolean } = {},
): Promise<{ url: string; fields: Record<string, string> }> {
  const session = state.sessions.get(sessionkey);
  if (!session) throw new Error(`unknown session ${sessionkey}`);
  if (session.state === 'PENDING') {
    if (choice === 'success') {
      // A payment for another amount (behaviour.reportedAmount) is captured as such.
      session.amount = state.behaviour.reportedAmount ?? session.amount;
      session.state = 'VALID';
      session.valId = randomId('', 10);
      session.bankTranId = randomId('', 8);
      session.riskLevel = state.behaviour.risky ? '1' : '0';
    } else {
      session.state = choice === 'failure' ? 'FAILED' : 'CANCELLED';
    }
  }
  const status = session.state === 'VALIDATED' ? 'VALID' : session.state;
  if (options.ipn !== false && choice !== 'cancel') await sendIpn(state, session, status);
  const url =
    choice === 'success'
      ? session.successUrl
      : choice === 'failure'
        ? session.failUrl
        : session.cancelUrl;
  return { url, fields: sslResultFields(state, session, status) };
}

/** SSLCommerz's hosted page: GET shows the payment, POST records the choice. */
export async function handleSslPage(
  state: SimulatorState,
  request: SimRequest,
  response: ServerResponse,
): Promise<boolean> {
  if (!request.path.startsWith(SSL_PAGE_PREFIX)) return false;
  const sessionkey = request.path.slice(SSL_PAGE_PREFIX.length);
  const session = state.sessions.get(sessionkey);
  if (!session) return (sendHtml(response, 404, '<h1>Session not found</h1>'), true);
  if (request.method === 'POST') {
    const choice = String(request.body.choice);
    if (choice !== 'success' && choice !== 'failure' && choice !== 'cancel') {
      return (sendHtml(response, 400, '<h1>Unknown choice</h1>'), true);
    }
    const back = await chooseSsl(state, sessionkey, choice);
    sendHtml(response, 200, autoPostPage(back.url, back.fields));
    return true;
  }
  const href = `${SSL_PAGE_PREFIX}${sessionkey}`;
  sendHtml(
    response,
    200,
    gatewayPage({
      title: 'SSLCommerz payment',
      lines: [
        ['Transaction', session.tranId],
        ['Amount', `৳${session.amount}`],
        ['Method', 'Card, Nagad or Rocket'],
      ],
      actions: [
        { label: 'Pay now', href, choice: 'success' },
        { label: 'Fail payment', href, choice: 'failure' },
        { label: 'Cancel', href, choice: 'cancel' },
      ],
    }),
  );
  return true;
}
