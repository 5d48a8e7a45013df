import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { autoPostPage, gatewayPage, sendHtml, sendJson, type SimRequest } from './http.ts';
import {
  randomId,
  simulatorCredentials,
  type Choice,
  type SimulatorState,
  type SslSession,
} from './state.ts';

// SSLCommerz as its v4 integration documents it: a form POST to gwprocess/v4/api.php opens a
// session and answers GatewayPageURL; the payer's result is POSTed to ipn_url (server to server)
// and to success_url / fail_url / cancel_url (through the browser); only
// validator/api/validationserverAPI.php, asked with val_id and the store's credentials, says
// whether a payment is real (VALID the first time, VALIDATED after). merchantTransIDvalidationAPI
// looks payments up by tran_id and, given bank_tran_id, refund_trans_id and refund_amount, refunds.

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
    tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
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
  return { ...fields, emi_instalment: '0', emi_amount: '0.00', validated_on: fields.tran_date };
}

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
    const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url'];
    const missing = required.find((name) => !body.get(name));
    if (missing || !/^\d+(\.\d{1,2})?$/.test(body.get('total_amount')!)) {
      sendJson(response, 200, {
        status: 'FAILED',
        failedreason: `Invalid data: ${missing ?? 'total_amount'}`,
      });
      return true;
    }
    const session: SslSession = {
      sessionkey: randomId('', 16),
      tranId: body.get('tran_id')!,
      amount: Number(body.get('total_amount')).toFixed(2),
      currency: body.get('currency')!,
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
  const bankTranId = request.query.get('bank_tran_id');
  if (bankTranId) {
    // The refund API: bank_tran_id, refund_trans_id (the merchant's own id for the refund, unique:
    // a repeated one answers the first refund again), refund_amount and refund_remarks.
    state.stats.sslRefund += 1;
    const refusal = (errorReason: string) =>
      sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason });
    const session = [...state.sessions.values()].find((one) => one.bankTranId === bankTranId);
    const refundTransId = request.query.get('refund_trans_id') ?? '';
    const amount = request.query.get('refund_amount') ?? '';
    if (!session || (session.state !== 'VALID' && session.state !== 'VALIDATED')) {
      return (refusal('Invalid bank_tran_id'), true);
    }
    if (!refundTransId || !request.query.get('refund_remarks')) {
      return (refusal('refund_trans_id and refund_remarks are required'), true);
    }
    const answer = (refund: SslSession['refunds'][number]) =>
      sendJson(response, 200, {
        APIConnect: 'DONE',
        bank_tran_id: bankTranId,
        trans_id: session.tranId,
        refund_ref_id: refund.refundRefId,
        status: 'success',
        errorReason: '',
      });
    const earlier = session.refunds.find((one) => one.refundTransId === refundTransId);
    if (earlier) return (answer(earlier), true);
    const refunded = session.refunds.reduce((sum, one) => sum + Number(one.amount), 0);
    if (
      !/^\d+(\.\d{1,2})?$/.test(amount) ||
      Number(amount) <= 0 ||
      refunded + Number(amount) > Number(session.amount) + 1e-9
    ) {
      return (refusal('Invalid refund amount'), true);
    }
    const refund = { refundRefId: randomId('', 10), refundTransId, amount };
    session.refunds.push(refund);
    answer(refund);
    return true;
  }
  state.stats.sslQuery += 1;
  const tranId = request.query.get('tran_id');
  const found = [...state.sessions.values()].filter(
    (one) => one.tranId === tranId && one.state !== 'PENDING',
  );
  sendJson(response, 200, {
    APIConnect: 'DONE',
    no_of_trans_found: found.length,
    element: found.map((session) => validationAnswer(state, session)),
  });
  return true;
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
