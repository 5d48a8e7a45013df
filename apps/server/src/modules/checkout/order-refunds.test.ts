import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/community.ts';
import { orderRefunds, paymentOrders } from '../../db/schema/orders.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { outbox } from '../enrolment/enrolment-test-helpers.ts';
import {
  createOrderRequest,
  enrolmentsIn,
  orderRow,
  payOrder,
  runRefundChecks,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';

const { app, db, sim } = useCheckoutTestbed(3000);
let staff: { id: number; role: 'admin'; email: string };

beforeAll(async () => {
  const admin = await createUser(db(), { role: 'admin', firstName: 'Nadia', lastName: 'Islam' });
  staff = { id: admin.id, role: 'admin', email: admin.email };
});

/** An order for a new 5000.00 course, paid through the simulator and settled. */
async function paidOrder(gateway: 'bkash' | 'sslcommerz', body: Record<string, unknown> = {}) {
  const paid = await payOrder({ app: app(), sim: sim() }, gateway, body);
  expect(await orderRow(db(), paid.invoice)).toMatchObject({ status: 'paid' });
  return paid;
}

async function refund(
  invoice: string,
  body: Record<string, unknown>,
  as: { id: number; role: 'learner' | 'instructor' | 'admin' } | null = staff,
) {
  return app().inject({
    method: 'POST',
    url: `/api/admin/orders/${invoice}/refunds/`,
    headers: as ? await authHeader(app(), as) : {},
    payload: { request_id: randomUUID(), reason: 'Course cancelled', ...body },
  });
}

type Result = {
  order: { status: string; refunded_amount: string; refundable_amount: string; refunds: unknown[] };
  refund: { id: number; amount: string; gateway_refund_id: string; status: string };
};

const refundsOf = async (invoice: string) => {
  const order = await orderRow(db(), invoice);
  return db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
};

describe('POST /api/admin/orders/{invoice}/refunds/', () => {
  it('refunds a bKash order in full: refunded, enrolment ended, buyer told, audited', async () => {
    const { learner, course, invoice } = await paidOrder('bkash');
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    const response = await refund(invoice, { amount: '5000.00', reason: 'Course cancelled' });
    expect(response.statusCode).toBe(201);
    const body = response.json<Result>();
    expect(body.order).toMatchObject({
      invoice_number: invoice,
      status: 'refunded',
      refunded_amount: '5000.00',
      refundable_amount: '0.00',
    });
    expect(body.refund).toMatchObject({
      amount: '5000.00',
      reason: 'Course cancelled',
      refunded_by: 'Nadia Islam',
    });
    expect(body.refund.gateway_refund_id).toMatch(/^RF/);
    expect(body.order.refunds).toEqual([body.refund]);
    expect(sim().stats().refund).toBe(1);

    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    const [counted] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(counted!.studentsCount).toBe(0);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refunded'), eq(auditLog.actorId, staff.id)));
    expect(audit!.details).toMatchObject({
      invoice_number: invoice,
      amount: '5000.00',
      reason: 'Course cancelled',
      gateway_refund_id: body.refund.gateway_refund_id,
      refunded_total: '5000.00',
      ended_enrolments: [learner.id],
    });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.courseId, course.id)))
      .orderBy(notifications.id)
      .offset(1);
    expect(notice!.message).toBe(
      `As the payment was refunded in full, your enrolment in the course has ended. We refunded ৳5,000.00 of your payment for “${course.title}”. Reason: Course cancelled`,
    );
    const mails = (await outbox(app())).filter((mail) => mail.to === learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Payment received: ${course.title}`,
      `Refund for ${course.title}`,
    ]);
    expect(mails[1]!.text).toContain('your enrolment in the course has ended');
  });

  it('refunds SSLCommerz in part, keeps the enrolment, and ends it when the rest is refunded', async () => {
    const { course, invoice } = await paidOrder('sslcommerz');
    const first = await refund(invoice, { amount: '1000', reason: 'Late start' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Result>().order).toMatchObject({
      status: 'paid',
      refunded_amount: '1000.00',
      refundable_amount: '4000.00',
    });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    const partial = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.partially_refunded'));
    expect(partial.map((entry) => (entry.details as { amount: string }).amount)).toEqual([
      '1000.00',
    ]);

    const rest = await refund(invoice, { amount: '4000.00' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json<Result>().order).toMatchObject({
      status: 'refunded',
      refunded_amount: '5000.00',
    });
    expect(rest.json<Result>().order.refunds).toHaveLength(2);
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    expect(sim().stats().sslRefund).toBe(2);
  });

  it('ends the teammates’ enrolments too on a full refund of a duo, and tells them why', async () => {
    const mate = await createUser(db(), { email: 'refund.mate@example.com', language: 'bn' });
    const { learner, course, invoice } = await paidOrder('bkash', {
      payment_type: 'duo',
      teammate_one: { name: 'Refund Mate', email: mate.email, number: '01712345678' },
    });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(2);
    const response = await refund(invoice, { amount: '26000.00' });
    expect(response.statusCode).toBe(201);
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    await app().jobs.runQueued();

    // The teammate is told in their own language, by notification and mail.
    const payer = `${learner.firstName} ${learner.lastName}`;
    const told = `যে গ্রুপ পেমেন্টে আপনি “${course.title}” কোর্সে ভর্তি হয়েছিলেন, তার পুরো টাকা ${payer}-কে ফেরত দেওয়া হয়েছে, তাই কোর্সে আপনার ভর্তি শেষ হয়েছে।`;
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mate.id), eq(notifications.courseId, course.id)))
      .orderBy(notifications.id);
    expect(notices.at(-1)).toMatchObject({ type: 'payment', message: told });
    const mails = (await outbox(app())).filter((mail) => mail.to === mate.email);
    expect(mails.at(-1)!.subject).toBe(`${course.title} কোর্সে আপনার ভর্তি শেষ হয়েছে`);
    expect(mails.at(-1)!.text).toContain(told);
  });

  it('refunds once when the same request arrives twice, one after the other or together', async () => {
    const { invoice } = await paidOrder('bkash');
    const request_id = randomUUID();
    const first = await refund(invoice, { amount: '2000.00', request_id });
    const again = await refund(invoice, { amount: '2000.00', request_id });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Result>().refund).toEqual(first.json<Result>().refund);
    expect(again.json<Result>().order.refunded_amount).toBe('2000.00');

    const double = randomUUID();
    const clicks = await Promise.all([
      refund(invoice, { amount: '1000.00', request_id: double }),
      refund(invoice, { amount: '1000.00', request_id: double }),
    ]);
    // The second click waits for the first and answers its refund again, or finds it in flight.
    const codes = clicks.map((click) => click.statusCode).sort();
    expect([
      [200, 201],
      [201, 409],
    ]).toContainEqual(codes);
    expect(sim().stats().refund).toBe(2);
    expect((await orderRow(db(), invoice)).refundedAmount).toBe('3000.00');
    expect(await refundsOf(invoice)).toHaveLength(2);
  });

  it('refuses to reuse a request for another amount', async () => {
    const { invoice } = await paidOrder('bkash');
    const request_id = randomUUID();
    expect((await refund(invoice, { amount: '100.00', request_id })).statusCode).toBe(201);
    const other = await refund(invoice, { amount: '4900.00', request_id });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      detail: 'This refund request was already made with other details. Open the form again.',
    });
    expect((await orderRow(db(), invoice)).refundedAmount).toBe('100.00');
    expect(sim().stats().refund).toBe(1);
  });

  it('never refunds more than was paid, also when two refunds race', async () => {
    const { invoice } = await paidOrder('bkash');
    const over = await refund(invoice, { amount: '5000.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      amount: ['At most ৳5000.00 can still be refunded on this order.'],
    });
    expect((await refund(invoice, { amount: '3000.00' })).statusCode).toBe(201);
    const past = await refund(invoice, { amount: '2500.00' });
    expect(past.json()).toEqual({
      amount: ['At most ৳2000.00 can still be refunded on this order.'],
    });
    const race = await Promise.all([
      refund(invoice, { amount: '1500.00' }),
      refund(invoice, { amount: '1500.00' }),
    ]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await orderRow(db(), invoice)).refundedAmount).toBe('4500.00');
    expect(sim().stats().refund).toBe(2);
  });

  it('refuses orders that are not paid, and refunded ones', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const opened = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'bkash',
      payment_type: 'single',
    });
    const pending = opened.json<{ order: { invoice_number: string } }>().order.invoice_number;
    const notPaid = await refund(pending, { amount: '10.00' });
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json()).toEqual({ detail: 'Only a paid order can be refunded.' });

    const { invoice } = await paidOrder('bkash');
    await refund(invoice, { amount: '5000.00' });
    const twice = await refund(invoice, { amount: '1.00' });
    expect(twice.json()).toEqual({ detail: 'This order has been refunded in full already.' });
    expect((await refund('ACD-20260101-NOTOURS1', { amount: '1.00' })).statusCode).toBe(404);
    expect(sim().stats().refund).toBe(1);
  });

  it('is for staff only', async () => {
    const { learner, invoice } = await paidOrder('bkash');
    const instructor = await createUser(db(), { role: 'instructor' });
    expect((await refund(invoice, { amount: '5000.00' }, null)).statusCode).toBe(401);
    for (const who of [learner, instructor]) {
      const answer = await refund(invoice, { amount: '5000.00' }, who);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
    }
    for (const url of ['/api/admin/orders/', `/api/admin/orders/${invoice}/`]) {
      const peek = await app().inject({
        method: 'GET',
        url,
        headers: await authHeader(app(), learner),
      });
      expect(peek.statusCode).toBe(403);
    }
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid', refundedAmount: '0.00' });
    expect(await refundsOf(invoice)).toEqual([]);
    expect(sim().stats().refund).toBe(0);
  });

  it('checks the amount, the reason and the request id', async () => {
    const { invoice } = await paidOrder('bkash');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ amount: '0' }, { amount: ['Enter an amount greater than zero.'] }],
      [{ amount: '-5.00' }, { amount: ['Enter a valid amount.'] }],
      [{ amount: '12.345' }, { amount: ['Enter a valid amount.'] }],
      [{ amount: '10.00', reason: '  ' }, { reason: ['Please give a reason for the refund.'] }],
      [{ amount: '10.00', request_id: 'twice' }, { request_id: ['Enter a valid UUID.'] }],
    ];
    for (const [body, errors] of cases) {
      const answer = await refund(invoice, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(errors);
    }
    expect(sim().stats().refund).toBe(0);
  });

  it('keeps a refund the gateway did not answer as requested, and never sends it twice', async () => {
    const { invoice } = await paidOrder('bkash');
    sim().set({ down: true });
    const down = await refund(invoice, { amount: '500.00' });
    expect(down.statusCode).toBe(201);
    expect(down.json<Result>().refund).toMatchObject({ status: 'requested', amount: '500.00' });
    // The amount stays reserved until the gateway's word is known.
    expect(await orderRow(db(), invoice)).toMatchObject({
      status: 'paid',
      refundedAmount: '500.00',
    });
    sim().set({ down: false });
    const refunds = sim().stats().refund;
    await runRefundChecks(app());
    // bKash's refund status shows no such refund: it was never made, the reservation returns.
    expect(await refundsOf(invoice)).toEqual([
      expect.objectContaining({ status: 'failed', amount: '500.00' }),
    ]);
    expect(await orderRow(db(), invoice)).toMatchObject({ refundedAmount: '0.00' });
    expect(sim().stats().refund).toBe(refunds);
  });

  it('records a refund the gateway refused as failed, with nothing refunded', async () => {
    const { invoice } = await paidOrder('bkash');
    // The gateway knows a refund we do not (made in its merchant panel): it refuses ours.
    const order = await orderRow(db(), invoice);
    await refund(invoice, { amount: '4000.00' });
    await db().delete(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    await db()
      .update(paymentOrders)
      .set({ refundedAmount: '0.00' })
      .where(eq(paymentOrders.id, order.id));
    const refused = await refund(invoice, { amount: '2000.00' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      detail: 'The gateway refused the refund. Nothing was refunded.',
    });
    expect(await orderRow(db(), invoice)).toMatchObject({ refundedAmount: '0.00' });
    expect(await refundsOf(invoice)).toEqual([
      expect.objectContaining({ status: 'failed', amount: '2000.00' }),
    ]);
  });
});

describe('GET /api/admin/orders/', () => {
  it('lists orders newest first with filters, and shows one with its refunds', async () => {
    const { learner, invoice } = await paidOrder('sslcommerz');
    await refund(invoice, { amount: '1200.50', reason: 'Missed two classes' });
    const headers = await authHeader(app(), staff);
    const list = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/?gateway=sslcommerz&status=paid&search=${encodeURIComponent(learner.email)}`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        {
          invoice_number: invoice,
          status: 'paid',
          refunded_amount: '1200.50',
          refundable_amount: '3799.50',
          buyer: { id: learner.id, email: learner.email },
        },
      ],
    });
    const none = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/?gateway=bkash&search=${encodeURIComponent(learner.email)}`,
      headers,
    });
    expect(none.json()).toMatchObject({ count: 0, results: [] });
    const detail = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/${invoice}/`,
      headers,
    });
    expect(detail.json()).toMatchObject({
      invoice_number: invoice,
      teammates: [],
      refunds: [{ amount: '1200.50', reason: 'Missed two classes', refunded_by: 'Nadia Islam' }],
    });
  });
});
