import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import { JOBS_SCHEMA } from '../../lib/jobs.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { pageText } from '../../test/pdf-reading.ts';
import { outbox } from '../enrolment/enrolment-test-helpers.ts';
import {
  ageOrder,
  createOrderRequest,
  enrolmentsIn,
  executeAnswerLost,
  followBack,
  orderRow,
  paymentIdOf,
  runSettleJobs,
  settleJobsOf,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';
import { ORDER_DELIVERY_QUEUE } from './order-delivery.ts';
import { ORDER_SETTLE_QUEUE, ORDER_SWEEP_QUEUE } from './order-settle-queue.ts';

const { app, db, sim } = useCheckoutTestbed(3000);

/** A learner's order for a new 5000.00 course, opened at the simulator. */
async function openOrder(gateway: 'bkash' | 'sslcommerz') {
  const learner = await createUser(db());
  const course = await createCourse(db());
  const response = await createOrderRequest(app(), learner, {
    course_id: course.id,
    gateway,
    payment_type: 'single',
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ order: { invoice_number: string }; redirect_url: string }>();
  const invoice = created.order.invoice_number;
  const order = await orderRow(db(), invoice);
  return { learner, course, invoice, order, paymentId: paymentIdOf(created.redirect_url) };
}

/** The mails to one address, once every queued job ran. */
async function mailsTo(email: string) {
  return (await outbox(app())).filter((mail) => mail.to === email);
}

async function jobsNamed(name: string, orderId: number) {
  const result = await db().execute<{ state: string }>(
    sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${name} and (data->>'orderId')::int = ${orderId}`,
  );
  return result.rows;
}

describe('the settle job of an order', () => {
  it('is queued when the order becomes pending, due after the payer had time to come back', async () => {
    const { order } = await openOrder('bkash');
    const jobs = await settleJobsOf(app(), order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
    const dueIn = new Date(jobs[0]!.start_after).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(100_000);
    expect(dueIn).toBeLessThanOrEqual(120_000);
  });

  it('enrols, once, a bKash payer whose execute went unanswered, by asking the status only', async () => {
    const { learner, course, invoice, order, paymentId } = await openOrder('bkash');
    await executeAnswerLost(db(), sim(), invoice, paymentId);
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect((await enrolmentsIn(db(), course.id)).map((row) => row.userId)).toEqual([learner.id]);
    // payment/status only: bKash takes one execute per payment, and it was already sent.
    expect(sim().stats()).toMatchObject({ execute: 0, status: 1 });
    expect(await settleJobsOf(app(), order.id)).toEqual([
      expect.objectContaining({ state: 'completed', retry_count: 0 }),
    ]);
    const mails = await mailsTo(learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment received: ${course.title}`]);
    // Nothing is left to run, and the payer's late return changes nothing.
    await runSettleJobs(app());
    await followBack(
      app(),
      `http://x/api/checkout/bkash/callback/?paymentID=${paymentId}&status=success`,
    );
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
    expect(sim().stats().execute).toBe(0);
  });

  it('never executes a bKash payment whose payer did not come back, and lets it expire', async () => {
    // The payer confirmed on bKash's page, then closed the tab before the success return.
    const { course, invoice, order, paymentId } = await openOrder('bkash');
    sim().chooseBkash(paymentId, 'success');
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(sim().stats()).toMatchObject({ execute: 0, status: 0 });
    expect((await settleJobsOf(app(), order.id))[0]).toMatchObject({ state: 'retry' });
    // Unexecuted, the payment moved no money; at the end of its lifetime the order expires.
    await ageOrder(db(), invoice);
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'expired',
    });
    expect(sim().stats()).toMatchObject({ execute: 0, status: 0 });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
  });

  it('enrols an SSLCommerz payer whose IPN and return were both lost', async () => {
    const { learner, course, invoice, paymentId } = await openOrder('sslcommerz');
    await sim().chooseSsl(paymentId, 'success', { ipn: false });
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect((await enrolmentsIn(db(), course.id)).map((row) => row.userId)).toEqual([learner.id]);
    expect(sim().stats().sslQuery).toBe(1);
  });

  it('closes orders whose every attempt ended once the payment lifetime is over, enrolling nobody', async () => {
    const failed = await openOrder('bkash');
    sim().chooseBkash(failed.paymentId, 'failure');
    const sslFailed = await openOrder('sslcommerz');
    await sim().chooseSsl(sslFailed.paymentId, 'failure', { ipn: false });
    const sslCancelled = await openOrder('sslcommerz');
    await sim().chooseSsl(sslCancelled.paymentId, 'cancel', { ipn: false });
    // Within the lifetime the SSLCommerz payer may still try again on the same session.
    await runSettleJobs(app());
    for (const one of [failed, sslFailed, sslCancelled]) {
      expect(await orderRow(db(), one.invoice)).toMatchObject({ status: 'pending' });
    }
    for (const one of [failed, sslFailed, sslCancelled]) await ageOrder(db(), one.invoice);
    await runSettleJobs(app());
    expect(await orderRow(db(), failed.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'expired',
    });
    expect(await orderRow(db(), sslFailed.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    expect(await orderRow(db(), sslCancelled.invoice)).toMatchObject({
      status: 'cancelled',
      failureReason: 'cancelled',
    });
    for (const one of [failed, sslFailed, sslCancelled]) {
      expect(await enrolmentsIn(db(), one.course.id)).toEqual([]);
      expect((await settleJobsOf(app(), one.order.id)).at(-1)).toMatchObject({
        state: 'completed',
      });
    }
    // bKash was never asked about the payment nobody executed.
    expect(sim().stats()).toMatchObject({ execute: 0, status: 0 });
  });

  it('is retried with backoff while the gateway is down, and settles once it answers', async () => {
    const { learner, course, invoice, order, paymentId } = await openOrder('bkash');
    await executeAnswerLost(db(), sim(), invoice, paymentId);
    sim().set({ down: true });
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    const [retrying] = await settleJobsOf(app(), order.id);
    expect(retrying!.state).toBe('retry');
    // Backoff: the retry is due later, not at once.
    expect(new Date(retrying!.start_after).getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);

    await runSettleJobs(app());
    expect((await settleJobsOf(app(), order.id))[0]).toMatchObject({
      state: 'retry',
      retry_count: retrying!.retry_count + 1,
    });

    sim().set({ down: false });
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(await settleJobsOf(app(), order.id)).toEqual([
      expect.objectContaining({ state: 'completed' }),
    ]);
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });

  it('keeps asking while the payer is still at the gateway page', async () => {
    const { invoice, order } = await openOrder('bkash');
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect((await settleJobsOf(app(), order.id))[0]).toMatchObject({ state: 'retry' });
  });

  it('enrols once when two runs of the job settle the same order at the same moment', async () => {
    const { learner, course, invoice, order, paymentId } = await openOrder('bkash');
    await executeAnswerLost(db(), sim(), invoice, paymentId);
    // A second job for the order, as a second process or the sweep might have queued.
    await app().jobs.send(ORDER_SETTLE_QUEUE, { orderId: order.id }, { singletonKey: 'twin' });
    await db().execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where name = ${ORDER_SETTLE_QUEUE} and state = 'created'`,
    );
    await Promise.all([app().jobs.runQueued(), app().jobs.runQueued()]);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    const paidAudits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.entityId, order.id)));
    expect(paidAudits).toHaveLength(1);
    expect(await jobsNamed(ORDER_DELIVERY_QUEUE, order.id)).toHaveLength(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('is queued for its next slot when the workers start', async () => {
    const result = await db().execute<{ start_after: Date }>(
      sql`select start_after from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${ORDER_SWEEP_QUEUE} and state = 'created'`,
    );
    expect(result.rows).toHaveLength(1);
    expect(new Date(result.rows[0]!.start_after).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a pending order whose job gave up a new one, and leaves a waiting job alone', async () => {
    const lost = await openOrder('bkash');
    await executeAnswerLost(db(), sim(), lost.invoice, lost.paymentId);
    const waiting = await openOrder('bkash');
    const old = new Date(Date.now() - 10 * 60 * 1000);
    await db()
      .update(paymentOrders)
      .set({ createdAt: old })
      .where(sql`${paymentOrders.id} in (${lost.order.id}, ${waiting.order.id})`);
    // The lost order's job ran out of retries while the gateway was down.
    await db().execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'failed', completed_on = now()
          where name = ${ORDER_SETTLE_QUEUE} and (data->>'orderId')::int = ${lost.order.id}`,
    );
    // Staff see it among the failed jobs, named after its order.
    const admin = await createUser(db(), { role: 'admin' });
    const failed = await app().inject({
      method: 'GET',
      url: '/api/admin/jobs/failed/',
      headers: await authHeader(app(), admin),
    });
    expect(failed.json<{ results: { queue: string; about: unknown }[] }>().results).toContainEqual(
      expect.objectContaining({
        queue: ORDER_SETTLE_QUEUE,
        about: { kind: 'order', order_id: lost.order.id, step: 'settle' },
      }),
    );
    await app().jobs.send(ORDER_SWEEP_QUEUE, {});
    await app().jobs.runQueued();
    expect(await orderRow(db(), lost.invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), lost.course.id)).toHaveLength(1);
    expect((await settleJobsOf(app(), lost.order.id)).map((job) => job.state)).toEqual([
      'failed',
      'completed',
    ]);
    // The other order's job still waits for its time; the sweep queued no second one.
    const jobs = await settleJobsOf(app(), waiting.order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
  });

  it('fails orders the gateway never opened', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const [stuck] = await db()
      .insert(paymentOrders)
      .values({
        invoiceNumber: 'ACD-20261126-STUCK234',
        userId: learner.id,
        courseId: course.id,
        gateway: 'bkash',
        paymentType: 'single',
        students: 1,
        amount: '5000.00',
        createdAt: new Date(Date.now() - 20 * 60 * 1000),
      })
      .returning();
    await app().jobs.send(ORDER_SWEEP_QUEUE, {});
    await app().jobs.runQueued();
    expect(await orderRow(db(), stuck!.invoiceNumber)).toMatchObject({
      status: 'failed',
      failureReason: 'gateway_unavailable',
    });
  });
});

describe('the paid-order delivery', () => {
  it('is stored with the payment, before anything is sent, and mails the receipt as a PDF', async () => {
    const { learner, course, invoice, order, paymentId } = await openOrder('bkash');
    await followBack(app(), sim().chooseBkash(paymentId, 'success'));
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    // Committed with the payment: a crash now would leave the job to the next process.
    expect(await jobsNamed(ORDER_DELIVERY_QUEUE, order.id)).toEqual([{ state: 'created' }]);

    const [mail] = await mailsTo(learner.email);
    expect(mail!.subject).toBe(`Payment received: ${course.title}`);
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments!;
    expect(attachment).toMatchObject({
      filename: `receipt-${invoice}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = Buffer.from(attachment!.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pageText(pdf);
    expect(text).toContain(invoice);
    expect(text).toContain('BDT 5,000.00');
    expect(await jobsNamed(ORDER_DELIVERY_QUEUE, order.id)).toEqual([{ state: 'completed' }]);
  });

  it('sends nothing when the payment rolls back, and the settle job later mails once', async () => {
    const { learner, course, invoice, order, paymentId } = await openOrder('bkash');
    // The payment's transaction fails at its last step (the audit entry).
    await db().execute(sql`
      create function refuse_order_paid() returns trigger language plpgsql as $$
      begin
        if new.action = 'order.paid' then raise exception 'audit refused'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_order_paid before insert on audit_log
      for each row execute function refuse_order_paid()`);
    try {
      const answer = await followBack(app(), sim().chooseBkash(paymentId, 'success'));
      expect(answer.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_order_paid on audit_log`);
      await db().execute(sql`drop function refuse_order_paid()`);
    }
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    expect(await jobsNamed(ORDER_DELIVERY_QUEUE, order.id)).toEqual([]);
    expect(await mailsTo(learner.email)).toEqual([]);

    // bKash moved the money at execute: the settle job finds it Completed and records it.
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });
});
