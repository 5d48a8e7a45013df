import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  simulatorEnvironment,
  startGatewaySimulator,
  type GatewaySimulator,
} from '../../../../../tools/gateway-simulator/simulator.ts';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import { JOBS_SCHEMA } from '../../lib/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader } from '../../test/factories.ts';
import { ORDER_SETTLE_QUEUE } from './order-settle-queue.ts';
import { REFUND_CHECK_QUEUE } from './refund-settle-queue.ts';

export type CheckoutTestbed = { testApp: TestApp; simulator: GatewaySimulator };

/**
 * A testbed for one test file: started before its tests, closed after them, the simulator reset
 * before each test. Returns accessors, as the testbed exists only once the file's tests run.
 */
export function useCheckoutTestbed(timeoutMs?: number) {
  let bed: CheckoutTestbed;
  beforeAll(async () => {
    bed = await startCheckoutTestbed(timeoutMs);
  });
  afterAll(async () => {
    await bed.testApp.close();
    await bed.simulator.close();
  });
  beforeEach(() => bed.simulator.control.reset());
  return {
    app: () => bed.testApp.app,
    db: () => bed.testApp.app.db,
    sim: () => bed.simulator.control,
  };
}

/** The app configured against a fresh gateway simulator (no polling worker: see runSettleJobs). */
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

/**
 * Runs the order settle jobs now, as if their delay or backoff had passed, with the jobs they
 * queue (mails, deliveries); `rounds` passes at most, since an order still open keeps retrying.
 */
export async function runSettleJobs(app: FastifyInstance, rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const moved = await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where name = ${ORDER_SETTLE_QUEUE} and state in ('created', 'retry') returning id`,
    );
    if (moved.rows.length === 0) return;
    await app.jobs.runQueued();
  }
}

/**
 * The payer confirmed at bKash and came back; our execute reached bKash, which completed the
 * payment, but the server stopped before its answer was recorded: the order is pending with its
 * execute sent, and only the status query can settle it.
 */
export async function executeAnswerLost(
  db: Db,
  sim: GatewaySimulator['control'],
  invoiceNumber: string,
  paymentID: string,
) {
  sim.chooseBkash(paymentID, 'success');
  sim.completeBkash(paymentID);
  await db
    .update(paymentOrders)
    .set({ executeRequestedAt: new Date() })
    .where(eq(paymentOrders.invoiceNumber, invoiceNumber));
}

/** Moves an order's creation back, as if its payment's lifetime (an hour) had passed. */
export async function ageOrder(db: Db, invoiceNumber: string, minutes = 61) {
  await db
    .update(paymentOrders)
    .set({ createdAt: new Date(Date.now() - minutes * 60 * 1000) })
    .where(eq(paymentOrders.invoiceNumber, invoiceNumber));
}

/** Runs the refund checking jobs now, as if their delay or backoff had passed. */
export async function runRefundChecks(app: FastifyInstance, rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const moved = await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where name = ${REFUND_CHECK_QUEUE} and state in ('created', 'retry') returning id`,
    );
    if (moved.rows.length === 0) return;
    await app.jobs.runQueued();
  }
}

/** The order's settle jobs as stored: state and retries. */
export async function settleJobsOf(app: FastifyInstance, orderId: number) {
  const result = await app.db.execute<{ state: string; retry_count: number; start_after: Date }>(
    sql`select state, retry_count, start_after from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${ORDER_SETTLE_QUEUE} and (data->>'orderId')::int = ${orderId}
        order by created_on`,
  );
  return result.rows;
}
