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
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { addGroupTiers } from '../enrolment/enrolment-test-helpers.ts';
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

/**
 * A learner's order for a new course (5000.00, or 15000.00 with group tiers for a duo or trio),
 * paid through the simulator and settled, with the jobs it queued run.
 */
export async function payOrder(
  bed: { app: FastifyInstance; sim: GatewaySimulator['control'] },
  gateway: 'bkash' | 'sslcommerz',
  body: Record<string, unknown> = {},
) {
  const { app, sim } = bed;
  const learner = await createUser(app.db);
  const course = await createCourse(app.db, body.payment_type ? { price: '15000.00' } : {});
  if (body.payment_type) await addGroupTiers(app.db, course.id);
  const response = await createOrderRequest(app, learner, {
    course_id: course.id,
    gateway,
    payment_type: 'single',
    ...body,
  });
  const created = response.json<{ order: { invoice_number: string }; redirect_url: string }>();
  const paymentId = paymentIdOf(created.redirect_url);
  if (gateway === 'bkash') {
    await followBack(app, sim.chooseBkash(paymentId, 'success'));
  } else {
    const back = await sim.chooseSsl(paymentId, 'success', { ipn: false });
    await app.inject({
      method: 'POST',
      url: new URL(back.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.fields).toString(),
    });
  }
  await app.jobs.runQueued();
  return { learner, course, invoice: created.order.invoice_number };
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
 * Runs a queue's jobs now, as if their delay or backoff had passed, with the jobs they queue
 * (mails, deliveries); `rounds` passes at most, since an order or refund still open keeps retrying.
 */
async function runJobsNow(app: FastifyInstance, queue: string, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const moved = await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where name = ${queue} and state in ('created', 'retry') returning id`,
    );
    if (moved.rows.length === 0) return;
    await app.jobs.runQueued();
  }
}

/** Runs the order settle jobs now (see runJobsNow). */
export const runSettleJobs = (app: FastifyInstance, rounds = 1) =>
  runJobsNow(app, ORDER_SETTLE_QUEUE, rounds);

/** Runs the refund checking jobs now (see runJobsNow). */
export const runRefundChecks = (app: FastifyInstance, rounds = 1) =>
  runJobsNow(app, REFUND_CHECK_QUEUE, rounds);

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

/** The order's settle jobs as stored: state and retries. */
export async function settleJobsOf(app: FastifyInstance, orderId: number) {
  const result = await app.db.execute<{ state: string; retry_count: number; start_after: Date }>(
    sql`select state, retry_count, start_after from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${ORDER_SETTLE_QUEUE} and (data->>'orderId')::int = ${orderId}
        order by created_on`,
  );
  return result.rows;
}
