import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  simulatorCredentials,
  simulatorEnvironment,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../../../../../tools/gateway-simulator/simulator.ts';
import { gatewayTokens } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { createOrderRequest, followBack, paymentIdOf } from './checkout-test-helpers.ts';

// No gateway secret reaches the browser or a log line. The app logs everything it can
// (trace) while payments succeed, fail for an outage and are refunded; neither its answers nor
// its log may hold a credential or a token.

let simulator: GatewaySimulator;
let testApp: TestApp;
const logLines: string[] = [];
const answers: string[] = [];

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  const env = simulatorEnvironment(simulator);
  testApp = await createTestApp({
    config: {
      logLevel: 'trace',
      payments: {
        bkash: {
          baseUrl: env.BKASH_BASE_URL,
          username: env.BKASH_USERNAME,
          password: env.BKASH_PASSWORD,
          appKey: env.BKASH_APP_KEY,
          appSecret: env.BKASH_APP_SECRET,
        },
        sslcommerz: {
          baseUrl: env.SSLCOMMERZ_BASE_URL,
          storeId: env.SSLCOMMERZ_STORE_ID,
          storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
        },
        timeoutMs: 3000,
        simulator: false,
        receiptVatPercent: 15,
      },
    },
    services: { logStream: { write: (line) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await testApp.close();
  await simulator.close();
});

/** Every answer the app gives is kept, as a browser (or an attacker) would see it. */
async function keep<T extends { body: string }>(response: Promise<T>): Promise<T> {
  const answer = await response;
  answers.push(answer.body);
  return answer;
}

describe('gateway secrets', () => {
  it('never appear in an answer or a log line, through payments, an outage and a refund', async () => {
    const { app } = testApp;
    const learner = await createUser(app.db);
    const admin = await createUser(app.db, { role: 'admin' });
    // A course per order: each one paid enrols the learner.
    const order = async (gateway: string) => {
      const course = await createCourse(app.db);
      return keep(
        createOrderRequest(app, learner, { course_id: course.id, gateway, payment_type: 'single' }),
      );
    };

    // bKash: grant token, create, the payer confirms, execute on the way back.
    const bkash = await order('bkash');
    expect(bkash.statusCode).toBe(201);
    const paid = bkash.json<{ order: { invoice_number: string }; redirect_url: string }>();
    const back = simulator.control.chooseBkash(paymentIdOf(paid.redirect_url), 'success');
    await keep(followBack(app, back));
    // The tokens bKash issued: the one in use now, and (below) the one granted after the outage.
    const tokens = async () =>
      (await app.db.select().from(gatewayTokens)).flatMap((row) => [
        row.accessToken,
        row.refreshToken,
      ]);
    const firstTokens = await tokens();
    expect(firstTokens).toHaveLength(2);

    // SSLCommerz: a session, the payer pays, the IPN is validated with the store password.
    const ssl = await order('sslcommerz');
    expect(ssl.statusCode).toBe(201);
    const session = ssl.json<{ redirect_url: string }>();
    await simulator.control.chooseSsl(paymentIdOf(session.redirect_url), 'success');

    // An outage: the failures are logged, with their errors.
    simulator.control.set({ down: true });
    simulator.control.expireTokens();
    expect((await order('bkash')).statusCode).toBe(503);
    expect((await order('sslcommerz')).statusCode).toBe(503);
    simulator.control.reset();

    // Staff refund the bKash order, and read the orders.
    const staff = await authHeader(app, admin);
    const refund = await keep(
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${paid.order.invoice_number}/refunds/`,
        headers: staff,
        payload: { amount: '100.00', reason: 'Partial refund', request_id: crypto.randomUUID() },
      }),
    );
    expect(refund.statusCode, refund.body).toBe(201);
    await keep(app.inject({ method: 'GET', url: '/api/admin/orders/', headers: staff }));
    await keep(
      app.inject({ method: 'GET', url: '/api/orders/', headers: await authHeader(app, learner) }),
    );

    const secrets = [
      simulatorCredentials.bkash.password,
      simulatorCredentials.bkash.appKey,
      simulatorCredentials.bkash.appSecret,
      simulatorCredentials.sslcommerz.storePassword,
      ...firstTokens,
      ...(await tokens()),
    ];
    const log = logLines.join('');
    // The log did record the journey (so an empty log cannot pass the test).
    expect(log).toContain('bKash create payment failed');
    expect(log).toContain(paid.order.invoice_number);
    for (const secret of secrets) {
      expect(log.includes(secret), `log holds ${secret}`).toBe(false);
      expect(answers.join('\n').includes(secret), `an answer holds ${secret}`).toBe(false);
    }
  });
});
