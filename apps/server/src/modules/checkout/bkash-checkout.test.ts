import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/community.ts';
import { gatewayTokens, paymentOrders } from '../../db/schema/orders.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { addGroupTiers, createCoupon, outbox } from '../enrolment/enrolment-test-helpers.ts';
import {
  createOrderRequest,
  enrolmentsIn,
  executeAnswerLost,
  followBack,
  orderRow,
  paymentIdOf,
  runSettleJobs,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';

const { app, db, sim } = useCheckoutTestbed(3000);

/** A learner's bKash order for a new 5000.00 course, opened at the simulator. */
async function openOrder(body: Record<string, unknown> = {}) {
  const learner = await createUser(db());
  const course = await createCourse(db());
  const response = await createOrderRequest(app(), learner, {
    course_id: course.id,
    gateway: 'bkash',
    payment_type: 'single',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ order: { invoice_number: string }; redirect_url: string }>();
  return {
    learner,
    course,
    invoice: created.order.invoice_number,
    paymentID: paymentIdOf(created.redirect_url),
    created,
  };
}

/** The payer chooses at bKash's page and the browser comes back to the callback. */
async function payAndReturn(paymentID: string, choice: 'success' | 'failure' | 'cancel') {
  return followBack(app(), sim().chooseBkash(paymentID, choice));
}

describe('POST /api/orders/ with bKash', () => {
  it('creates the payment for the amount the server computed and sends the payer to bKash', async () => {
    const { created, invoice } = await openOrder({ amount: '1.00', paid_amount: '1.00' });
    expect(created.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bkash\/pay\/TR0011/);
    expect(created.order).toMatchObject({ status: 'pending', amount: '5000.00', gateway: 'bkash' });
    expect(invoice).toMatch(/^ACD-\d{8}-[A-Z2-9]{8}$/);
    const row = await orderRow(db(), invoice);
    expect(row.gatewayPaymentId).toBe(paymentIdOf(created.redirect_url));
  });

  it('prices duo with the tier and the coupon, never a figure from the browser', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const coupon = await createCoupon(db(), { value: '10.00' });
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'bkash',
      payment_type: 'duo',
      coupon_code: coupon.code,
      teammate_one: { name: 'Rina Akter', email: 'rina.duo@example.com', number: '01712345678' },
    });
    expect(response.statusCode).toBe(201);
    // 13000 per student, less 10 percent, for two.
    expect(response.json().order.amount).toBe('23400.00');
  });

  it('refuses visitors, unknown gateways and bad bodies', async () => {
    const course = await createCourse(db());
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/orders/',
      payload: { course_id: course.id, gateway: 'bkash', payment_type: 'single' },
    });
    expect(anonymous.statusCode).toBe(401);
    const learner = await createUser(db());
    const bad = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'paypal',
      payment_type: 'trio',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      gateway: ['Select a valid choice: bkash or sslcommerz.'],
      'teammate_one.email': ['Email is required.'],
    });
  });

  it('answers a clear 503 and records the order failed when bKash is down at creation', async () => {
    sim().set({ down: true });
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'bkash',
      payment_type: 'single',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail:
        'The payment service is not answering right now. Nothing was charged: please try again in a few minutes, or send money manually.',
    });
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.courseId, course.id));
    expect(order).toMatchObject({ status: 'failed', failureReason: 'gateway_unavailable' });
  });
});

describe('bKash callback', () => {
  it('executes on success and enrols, notifies, mails and audits in one go', async () => {
    const { learner, course, invoice } = await openOrder();
    const response = await payAndReturn(
      (await orderRow(db(), invoice)).gatewayPaymentId!,
      'success',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${app().config.publicUrl}/checkout/${invoice}`);
    const order = await orderRow(db(), invoice);
    expect(order).toMatchObject({ status: 'paid', failureReason: null });
    expect(order.gatewayTrxId).toMatch(/^BK/);
    const enrolled = await enrolmentsIn(db(), course.id);
    expect(enrolled).toEqual([expect.objectContaining({ userId: learner.id, orderId: order.id })]);
    const [counted] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(counted!.studentsCount).toBe(1);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain(invoice);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(1);
    const mails = await outbox(app());
    expect(mails.some((mail) => mail.to === learner.email && mail.text.includes(invoice))).toBe(
      true,
    );

    const shown = await app().inject({
      method: 'GET',
      url: `/api/orders/${invoice}/`,
      headers: await authHeader(app(), learner),
    });
    expect(shown.json()).toMatchObject({
      status: 'paid',
      amount: '5000.00',
      transaction_id: order.gatewayTrxId,
    });
  });

  it('records a failure and a cancel without enrolling', async () => {
    const failed = await openOrder();
    await payAndReturn(failed.paymentID, 'failure');
    expect(await orderRow(db(), failed.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    const cancelled = await openOrder();
    await payAndReturn(cancelled.paymentID, 'cancel');
    expect(await orderRow(db(), cancelled.invoice)).toMatchObject({
      status: 'cancelled',
      failureReason: 'cancelled',
    });
    expect(await enrolmentsIn(db(), failed.course.id)).toEqual([]);
    expect(await enrolmentsIn(db(), cancelled.course.id)).toEqual([]);
  });

  it('does not believe a forged status=success: the order stays pending until really paid', async () => {
    const { course, invoice, paymentID } = await openOrder();
    const forged = await app().inject({
      method: 'GET',
      url: `/api/checkout/bkash/callback/?paymentID=${paymentID}&status=success`,
    });
    expect(forged.statusCode).toBe(303);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    await payAndReturn(paymentID, 'success');
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
  });

  it('refuses a completed payment whose amount differs from the order', async () => {
    const { course, invoice, paymentID } = await openOrder();
    sim().set({ reportedAmount: '50.00' });
    await payAndReturn(paymentID, 'success');
    expect(await orderRow(db(), invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'mismatch',
    });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
  });

  it('sends an unknown payment id to the not-found page and replays change nothing', async () => {
    const unknown = await app().inject({
      method: 'GET',
      url: '/api/checkout/bkash/callback/?paymentID=TR0011NOTOURS&status=success',
    });
    expect(unknown.headers.location).toBe(`${app().config.publicUrl}/checkout/unknown`);
    expect(sim().stats().execute).toBe(0);

    const { course, invoice, paymentID } = await openOrder();
    const first = await payAndReturn(paymentID, 'success');
    const executes = sim().stats().execute;
    const replay = await payAndReturn(paymentID, 'success');
    expect(replay.headers.location).toBe(first.headers.location);
    expect(sim().stats().execute).toBe(executes);
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
  });

  it('queries the status when execute times out, and enrols when bKash says Completed', async () => {
    const { course, invoice, paymentID } = await openOrder();
    sim().set({ executeDelayMs: 4000 });
    await payAndReturn(paymentID, 'success');
    expect(sim().stats().status).toBeGreaterThanOrEqual(1);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
  });

  it('enrols once when duplicate callbacks arrive at the same moment', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const mate = await createUser(db(), { email: 'verified.mate@example.com' });
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'bkash',
      payment_type: 'trio',
      teammate_one: { name: 'Verified Mate', email: mate.email, number: '01712345678' },
      teammate_two: { name: 'New Person', email: 'new.person@example.com', number: '01812345678' },
    });
    const { order, redirect_url } = response.json<{
      order: { invoice_number: string };
      redirect_url: string;
    }>();
    const callback = sim().chooseBkash(paymentIdOf(redirect_url), 'success');
    const answers = await Promise.all([1, 2, 3, 4].map(() => followBack(app(), callback)));
    expect(new Set(answers.map((answer) => answer.headers.location)).size).toBe(1);
    // One execute: the other returns find it claimed (bKash answers 2117 to a second).
    expect(sim().stats().execute).toBe(1);
    const enrolled = await enrolmentsIn(db(), course.id);
    expect(enrolled.map((row) => row.userId).sort()).toEqual([learner.id, mate.id].sort());
    const [counted] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(counted!.studentsCount).toBe(2);
    const paidRow = await orderRow(db(), order.invoice_number);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.entityId, paidRow.id)));
    expect(audit).toHaveLength(1);
    const mails = await outbox(app());
    expect(mails.filter((mail) => mail.to === 'new.person@example.com')).toHaveLength(1);
  });

  it('keeps the order pending when execute and the status go unanswered; the job settles it by status', async () => {
    const { course, invoice, paymentID } = await openOrder();
    const callback = sim().chooseBkash(paymentID, 'success');
    // execute reaches bKash and completes, but its answer comes after our timeout, and the status
    // query that follows finds bKash's status API down.
    sim().set({ executeDelayMs: 4000, statusDown: true });
    const response = await followBack(app(), callback);
    expect(response.headers.location).toBe(`${app().config.publicUrl}/checkout/${invoice}`);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);

    sim().set({ executeDelayMs: 0, statusDown: false });
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    // A later run, or a late callback, changes nothing; bKash saw one execute.
    await runSettleJobs(app());
    await followBack(app(), callback);
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(sim().stats().execute).toBe(1);
  });

  it('settles a repeated execute (2117, HTTP 400) by the status, never as a failure', async () => {
    const { course, invoice, paymentID } = await openOrder();
    // The server stopped after its execute reached bKash; the payer then reloads the return page.
    await executeAnswerLost(db(), sim(), invoice, paymentID);
    await db()
      .update(paymentOrders)
      .set({ executeRequestedAt: null })
      .where(eq(paymentOrders.invoiceNumber, invoice));
    await followBack(
      app(),
      `http://x/api/checkout/bkash/callback/?paymentID=${paymentID}&status=success`,
    );
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(sim().stats()).toMatchObject({ execute: 1, status: 1 });
  });

  it('does not let a forged cancel or failure close a payment still open at bKash', async () => {
    const { invoice, paymentID } = await openOrder();
    for (const status of ['cancel', 'failure']) {
      await app().inject({
        method: 'GET',
        url: `/api/checkout/bkash/callback/?paymentID=${paymentID}&status=${status}`,
      });
    }
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    // The payer, still on bKash's page, pays and is enrolled.
    await payAndReturn(paymentID, 'success');
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
  });

  it('holds the money of a completed payment for another amount for staff, instead of losing it', async () => {
    const { invoice, paymentID } = await openOrder();
    sim().set({ reportedAmount: '5500.00' });
    await payAndReturn(paymentID, 'success');
    const order = await orderRow(db(), invoice);
    expect(order).toMatchObject({
      status: 'failed',
      failureReason: 'mismatch',
      heldState: 'held',
      heldAmount: '5500.00',
    });
    expect(order.heldTrxId).toMatch(/^BK/);
  });
});

describe('bKash tokens', () => {
  it('grants once, shares the cached token, and refreshes it before it expires', async () => {
    await db().delete(gatewayTokens);
    await openOrder();
    await openOrder();
    expect(sim().stats()).toMatchObject({ grant: 1, refresh: 0, create: 2 });
    await db()
      .update(gatewayTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) });
    await openOrder();
    expect(sim().stats()).toMatchObject({ grant: 1, refresh: 1, create: 3 });
  });

  it('gets a new token when bKash no longer accepts the cached one', async () => {
    await openOrder();
    sim().expireTokens();
    await openOrder();
    expect(sim().stats().create).toBe(2);
  });
});

describe('GET /api/orders/', () => {
  it("lists the learner's own orders and hides other people's", async () => {
    const { learner, invoice } = await openOrder();
    const list = await app().inject({
      method: 'GET',
      url: '/api/orders/',
      headers: await authHeader(app(), learner),
    });
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ invoice_number: invoice, status: 'pending' }],
    });
    const stranger = await createUser(db());
    const peek = await app().inject({
      method: 'GET',
      url: `/api/orders/${invoice}/`,
      headers: await authHeader(app(), stranger),
    });
    expect(peek.statusCode).toBe(404);
  });
});

describe('rate limit on creating orders', () => {
  it('refuses the eleventh order within an hour with 429', async () => {
    const learner = await createUser(db());
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const course = await createCourse(db());
      const response = await createOrderRequest(app(), learner, {
        course_id: course.id,
        gateway: 'bkash',
        payment_type: 'single',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});
