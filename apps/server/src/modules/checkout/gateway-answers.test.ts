import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  simulatorCredentials,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../../../../../tools/gateway-simulator/simulator.ts';
import {
  bkashExecuteAlreadyCalled,
  bkashExecuteCompleted,
  bkashRefundCompleted,
  bkashStatusCompleted,
  sslRefundInitiated,
  sslRefundQueryRefunded,
  sslValidationValid,
} from '../../test/fixtures/gateway-answers.ts';
import { createBkashClient } from './bkash-client.ts';
import { createSslcommerzClient } from './sslcommerz-client.ts';

// The gateways' recorded answers (src/test/fixtures/gateway-answers.ts) against both sides of our
// integration: the simulator must answer with the same fields, and the clients must read those
// very bodies. A field name both got wrong, as bKash's merchantInvoice once was, fails here.

const keys = (answer: object) => Object.keys(answer).sort();

let simulator: GatewaySimulator;
beforeAll(async () => {
  simulator = await startGatewaySimulator();
});
afterAll(() => simulator.close());

/** One JSON call to the simulator's bKash API with a fresh token. */
async function bkashCall(path: string, body: Record<string, unknown>) {
  const { bkash } = simulatorCredentials;
  const api = `${simulator.bkashBaseUrl}/tokenized/checkout`;
  const json = { 'content-type': 'application/json' };
  const grant = await fetch(`${api}/token/grant`, {
    method: 'POST',
    headers: { ...json, username: bkash.username, password: bkash.password },
    body: JSON.stringify({ app_key: bkash.appKey, app_secret: bkash.appSecret }),
  });
  const { id_token } = (await grant.json()) as { id_token: string };
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { ...json, authorization: id_token, 'x-app-key': bkash.appKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the simulator answers with the fields bKash publishes', () => {
  it('execute, status, a second execute, refund and refund status', async () => {
    const created = await bkashCall('/create', {
      mode: '0011',
      payerReference: '01770618575',
      callbackURL: 'http://127.0.0.1/callback',
      amount: '10',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'ACD-1',
    });
    const paymentID = String(created.body.paymentID);
    simulator.control.chooseBkash(paymentID, 'success');
    const executed = await bkashCall('/execute', { paymentID });
    expect(keys(executed.body)).toEqual(keys(bkashExecuteCompleted));
    const status = await bkashCall('/payment/status', { paymentID });
    expect(keys(status.body)).toEqual(keys(bkashStatusCompleted));
    expect(status.body.merchantInvoice).toBe('ACD-1');
    const again = await bkashCall('/execute', { paymentID });
    expect(again).toEqual({
      status: bkashExecuteAlreadyCalled.httpStatus,
      body: bkashExecuteAlreadyCalled.body,
    });
    const trxID = String(executed.body.trxID);
    const refund = await bkashCall('/payment/refund', {
      paymentID,
      trxID,
      amount: '5',
      sku: 'ACD-1',
      reason: 'test',
    });
    expect(keys(refund.body)).toEqual(keys(bkashRefundCompleted));
    const refundStatus = await bkashCall('/payment/refund', { paymentID, trxID });
    expect(refundStatus.body).toEqual(refund.body);
  });
});

describe('the simulator answers with the fields SSLCommerz publishes', () => {
  it('validation, refund and refund query', async () => {
    const { storeId, storePassword } = simulatorCredentials.sslcommerz;
    const store = { store_id: storeId, store_passwd: storePassword };
    const form = new URLSearchParams({
      ...store,
      total_amount: '100.00',
      currency: 'BDT',
      tran_id: 'ACD-FIXTURE-1',
      success_url: 'http://127.0.0.1/s',
      fail_url: 'http://127.0.0.1/f',
      cancel_url: 'http://127.0.0.1/c',
      cus_name: 'Rahim',
      cus_email: 'rahim@example.com',
      cus_add1: 'Dhaka',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01712345678',
      shipping_method: 'NO',
      product_name: 'Course',
      product_category: 'Education',
      product_profile: 'non-physical-goods',
    });
    const session = await fetch(`${simulator.sslcommerzBaseUrl}/gwprocess/v4/api.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }).then((response) => response.json() as Promise<{ sessionkey: string }>);
    const paid = await simulator.control.chooseSsl(session.sessionkey, 'success', { ipn: false });
    const api = (query: Record<string, string>) =>
      fetch(
        `${simulator.sslcommerzBaseUrl}/validator/api/${query.val_id ? 'validationserverAPI' : 'merchantTransIDvalidationAPI'}.php?${new URLSearchParams({ ...query, ...store, format: 'json' })}`,
      ).then((response) => response.json() as Promise<Record<string, unknown>>);
    const validation = await api({ val_id: paid.fields.val_id! });
    expect(keys(validation)).toEqual(expect.arrayContaining(keys(sslValidationValid)));
    const refund = await api({
      bank_tran_id: paid.fields.bank_tran_id!,
      refund_trans_id: 'RT1',
      refund_amount: '10.00',
      refund_remarks: 'test',
    });
    expect(keys(refund)).toEqual(keys(sslRefundInitiated));
    const query = await api({ refund_ref_id: String(refund.refund_ref_id) });
    expect(keys(query)).toEqual(keys(sslRefundQueryRefunded));
  });
});

/** A stand-in answering every call with one recorded body, to feed a client a real answer. */
async function answering(body: object) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const bkashConfig = (baseUrl: string) => ({
  baseUrl,
  username: 'u',
  password: 'p',
  appKey: 'k',
  appSecret: 's',
});

describe('the clients read the recorded answers', () => {
  it('bKash: the invoice from execute’s merchantInvoiceNumber and status’s merchantInvoice', async () => {
    for (const [answer, read] of [
      [bkashExecuteCompleted, 'executePayment'],
      [bkashStatusCompleted, 'queryPayment'],
    ] as const) {
      const stand = await answering(answer);
      try {
        const client = createBkashClient(bkashConfig(stand.url), 2000);
        const report = await client[read]('token', answer.paymentID);
        expect(report).toMatchObject({
          statusCode: '0000',
          transactionStatus: 'Completed',
          invoiceNumber: '64ff4dd6*****',
          amount: '10',
          currency: 'BDT',
        });
      } finally {
        stand.close();
      }
    }
  });

  it('bKash: a refund and its status', async () => {
    const stand = await answering(bkashRefundCompleted);
    try {
      const client = createBkashClient(bkashConfig(stand.url), 2000);
      const payment = { paymentID: 'TR1', trxID: 'or_tnx_no' };
      expect(await client.refundStatus('token', payment)).toEqual({
        statusCode: '0000',
        statusMessage: 'Successful',
        refundTrxID: 'refund_tnx',
        originalTrxID: 'or_tnx_no',
        transactionStatus: 'Completed',
        amount: '5',
      });
    } finally {
      stand.close();
    }
  });

  it('SSLCommerz: validation, refund and refund query', async () => {
    const config = (baseUrl: string) => ({ baseUrl, storeId: 's', storePassword: 'p' });
    let stand = await answering(sslValidationValid);
    try {
      const report = await createSslcommerzClient(config(stand.url), 2000).validate('x');
      expect(report).toMatchObject({
        status: 'VALID',
        tranId: '59bd63fea5455',
        amount: '100.00',
        currencyType: 'BDT',
        riskLevel: '0',
      });
    } finally {
      stand.close();
    }
    stand = await answering(sslRefundInitiated);
    try {
      const answer = await createSslcommerzClient(config(stand.url), 2000).refund({
        bankTranId: 'b',
        refundTransId: 'r',
        amount: '1.00',
        remarks: 'x',
      });
      expect(answer).toEqual({
        apiConnect: 'DONE',
        status: 'success',
        refundRefId: '59bd63fea5455',
        errorReason: '',
      });
    } finally {
      stand.close();
    }
    stand = await answering(sslRefundQueryRefunded);
    try {
      const answer = await createSslcommerzClient(config(stand.url), 2000).refundQuery('r');
      expect(answer).toEqual({ apiConnect: 'DONE', status: 'refunded', errorReason: '' });
    } finally {
      stand.close();
    }
  });

  it('SSLCommerz: an answer whose APIConnect is not DONE is an unknown outcome, not a no', async () => {
    for (const connect of ['FAILED', 'INACTIVE', 'INVALID_REQUEST']) {
      const stand = await answering({ APIConnect: connect, no_of_trans_found: 0, element: [] });
      try {
        const client = createSslcommerzClient(
          { baseUrl: stand.url, storeId: 's', storePassword: 'p' },
          2000,
        );
        await expect(client.findPayments('ACD-1')).rejects.toThrow(/APIConnect/);
      } finally {
        stand.close();
      }
    }
  });
});
