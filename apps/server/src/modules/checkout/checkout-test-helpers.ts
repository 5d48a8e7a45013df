import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  simulatorEnvironment,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../../../../../tools/gateway-simulator/simulator.ts';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader } from '../../test/factories.ts';

export type CheckoutTestbed = { testApp: TestApp; simulator: GatewaySimulator };

/** The app configured against a fresh gateway simulator, with no background settling. */
export async function startCheckoutTestbed(timeoutMs = 2000): Promise<CheckoutTestbed> {
  const simulator = await startGatewaySimulator();
  const env = simulatorEnvironment(simulator);
  const testApp = await createTestApp({
    config: {
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
        timeoutMs,
        settleIntervalMs: 0,
        simulator: false,
        receiptVatPercent: 15,
      },
    },
  });
  return { testApp, simulator };
}

type User = { id: number; role: 'learner' | 'instructor' | 'admin' };

export async function createOrderRequest(
  app: FastifyInstance,
  user: User,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: await authHeader(app, user),
    payload: body,
  });
}

/** The paymentID bKash's page address carries (…/bkash/pay/{paymentID}). */
export const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

/** Follows a gateway's redirect back into the app, as the payer's browser would. */
export async function followBack(app: FastifyInstance, url: string) {
  const target = new URL(url);
  return app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
}

export async function orderRow(db: Db, invoiceNumber: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.invoiceNumber, invoiceNumber));
  return row!;
}

export async function enrolmentsIn(db: Db, courseId: number) {
  return db.select().from(enrollments).where(eq(enrollments.courseId, courseId));
}
