import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { orderRefunds } from '../../db/schema/orders.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { outbox } from '../enrolment/enrolment-test-helpers.ts';
import {
  createOrderRequest,
  enrolmentsIn,
  orderRow,
  paymentIdOf,
  payOrder,
  runRefundChecks,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';
import { sslRefundTransId } from './refund-gateways.ts';

// Refunds as a state machine (docs/decisions/033): requested, pending at the gateway, refunded
// or failed; enrolments end only when the gateway confirms; a lost answer is reconciled.

const { app, db, sim } = useCheckoutTestbed(3000);
let staff: { id: number; role: 'admin' };

beforeAll(async () => {
  const admin = await createUser(db(), { role: 'admin' });
  staff = { id: admin.id, role: 'admin' };
});

/** An order for a new 5000.00 course paid through the simulator, captured as `amountAsReported`. */
async function paidOrder(gateway: 'bkash' | 'sslcommerz', amountAsReported?: string) {
  if (amountAsReported) sim().set({ reportedAmount: amountAsReported });
  try {
    return await payOrder({ app: app(), sim: sim() }, gateway);
  } finally {
    sim().set({ reportedAmount: null });
  }
}

async function post(url: string, payload: Record<string, unknown> = {}) {
  return app().inject({
    method: 'POST',
    url,
    headers: await authHeader(app(), staff),
    payload,
  });
}

const refund = (invoice: string, amount: string, request_id = randomUUID()) =>
  post(`/api/admin/orders/${invoice}/refunds/`, {
    amount,
    reason: 'Course cancelled',
    request_id,
  });

type RefundAnswer = {
  order: { status: string; refunded_amount: string; refundable_amount: string };
  refund: { id: number; status: string; gateway_refund_id: string };
};

const refundRows = async (invoice: string) => {
  const order = await orderRow(db(), invoice);
  return db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
};

describe('an SSLCommerz refund answered processing', () => {
  it('stays pending, enrolments kept, until the refund query says refunded', async () => {
    const { learner, course, invoice } = await paidOrder('sslcommerz');
    sim().set({ sslRefundAnswer: 'processing' });
    const made = await refund(invoice, '5000.00');
    expect(made.statusCode).toBe(201);
    const answer = made.json<RefundAnswer>();
    expect(answer.refund).toMatchObject({ status: 'pending' });
    expect(answer.refund.gateway_refund_id).not.toBe('');
    expect(answer.order).toMatchObject({ status: 'paid', refundable_amount: '0.00' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);

    // The job asks; SSLCommerz still says processing.
    await runRefundChecks(app());
    expect((await refundRows(invoice))[0]).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);

    sim().settleSslRefund(answer.refund.gateway_refund_id, 'refunded');
    await runRefundChecks(app());
    expect((await refundRows(invoice))[0]).toMatchObject({ status: 'refunded' });
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'refunded' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    const mails = (await outbox(app())).filter((mail) => mail.to === learner.email);
    expect(mails.some((mail) => mail.subject.includes('Refund'))).toBe(true);
    expect(sim().stats().sslRefund).toBe(1);
  });

  it('reopens the order when SSLCommerz cancels the refund: nothing refunded, can be tried again', async () => {
    const { course, invoice } = await paidOrder('sslcommerz');
    sim().set({ sslRefundAnswer: 'processing' });
    const answer = (await refund(invoice, '2000.00')).json<RefundAnswer>();
    sim().settleSslRefund(answer.refund.gateway_refund_id, 'cancelled');
    // Staff ask now from the console instead of waiting for the job.
    const checked = await post(`/api/admin/orders/${invoice}/refunds/${answer.refund.id}/check/`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<RefundAnswer>().refund).toMatchObject({ status: 'failed' });
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid', refundedAmount: '0.00' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    sim().set({ sslRefundAnswer: 'success' });
    expect((await refund(invoice, '2000.00')).json<RefundAnswer>().refund.status).toBe('refunded');
  });

  it('sends refund_trans_id within SSLCommerz’s 30 characters, the same for the same request', () => {
    const requestId = randomUUID();
    expect(sslRefundTransId(requestId)).toHaveLength(26);
    expect(sslRefundTransId(requestId)).toBe(sslRefundTransId(requestId));
    expect(sslRefundTransId(randomUUID())).not.toBe(sslRefundTransId(requestId));
  });
});

describe('a refund whose answer was lost', () => {
  it('is reconciled from bKash’s refund status: refunded once, never sent again', async () => {
    const { course, invoice } = await paidOrder('bkash');
    sim().set({ loseRefundAnswer: true });
    const made = await refund(invoice, '5000.00');
    expect(made.json<RefundAnswer>().refund).toMatchObject({ status: 'requested' });
    // Nothing ended yet: the gateway's word is not known.
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
    await runRefundChecks(app());
    expect((await refundRows(invoice))[0]).toMatchObject({ status: 'refunded' });
    expect((await refundRows(invoice))[0]!.gatewayRefundId).toMatch(/^RF/);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'refunded' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    expect(sim().stats()).toMatchObject({ refund: 1, refundStatus: 1 });
  });

  it('is reconciled at SSLCommerz by asking again with the same refund_trans_id', async () => {
    const { invoice } = await paidOrder('sslcommerz');
    sim().set({ loseRefundAnswer: true });
    const made = await refund(invoice, '1500.00');
    expect(made.json<RefundAnswer>().refund).toMatchObject({ status: 'requested' });
    await runRefundChecks(app());
    expect((await refundRows(invoice))[0]).toMatchObject({ status: 'refunded' });
    const session = sim().sslSessionOf(invoice)!;
    expect(session.refunds).toHaveLength(1);
    expect(await orderRow(db(), invoice)).toMatchObject({ refundedAmount: '1500.00' });
  });

  it('is answered as it stands when the same request comes again', async () => {
    const { invoice } = await paidOrder('bkash');
    sim().set({ loseRefundAnswer: true });
    const requestId = randomUUID();
    await refund(invoice, '700.00', requestId);
    const again = await refund(invoice, '700.00', requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json<RefundAnswer>().refund).toMatchObject({ status: 'requested' });
    expect(sim().stats().refund).toBe(1);
  });
});

describe('money held on a failed order', () => {
  it('is listed for staff and returned in full through the gateway, once', async () => {
    const { course, invoice } = await paidOrder('sslcommerz', '5500.00');
    expect(await orderRow(db(), invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'mismatch',
      heldState: 'held',
      heldAmount: '5500.00',
    });
    const list = await app().inject({
      method: 'GET',
      url: '/api/admin/orders/?held=true',
      headers: await authHeader(app(), staff),
    });
    expect(list.json<{ results: { invoice_number: string; held: unknown }[] }>().results).toEqual([
      expect.objectContaining({
        invoice_number: invoice,
        held: expect.objectContaining({ amount: '5500.00', state: 'held' }),
      }),
    ]);
    const requestId = randomUUID();
    const body = { reason: 'Paid the wrong amount', request_id: requestId, amount: '1.00' };
    const returned = await post(`/api/admin/orders/${invoice}/held/refund/`, body);
    expect(returned.statusCode).toBe(201);
    // The amount is what the gateway captured, never the figure in the request.
    expect(returned.json<RefundAnswer>().refund).toMatchObject({ status: 'refunded' });
    expect(
      sim()
        .sslSessionOf(invoice)!
        .refunds.map((one) => one.amount),
    ).toEqual(['5500.00']);
    expect(await orderRow(db(), invoice)).toMatchObject({
      status: 'failed',
      heldState: 'returned',
    });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    const again = await post(`/api/admin/orders/${invoice}/held/refund/`, {
      ...body,
      request_id: randomUUID(),
    });
    expect(again.json()).toEqual({ detail: 'This order holds no money waiting for a decision.' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.held_money_returned')));
    expect(audit.some((entry) => entry.details?.invoice_number === invoice)).toBe(true);
  });

  it('enrols the buyer after a documented check, audited with the note', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'sslcommerz',
      payment_type: 'single',
    });
    const created = response.json<{ order: { invoice_number: string }; redirect_url: string }>();
    const invoice = created.order.invoice_number;
    sim().set({ risky: true });
    const back = await sim().chooseSsl(paymentIdOf(created.redirect_url), 'success', {
      ipn: false,
    });
    await app().inject({
      method: 'POST',
      url: '/api/checkout/sslcommerz/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.fields).toString(),
    });
    expect(await orderRow(db(), invoice)).toMatchObject({
      failureReason: 'risky',
      heldState: 'held',
    });
    const short = await post(`/api/admin/orders/${invoice}/held/enrol/`, { note: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      note: ['Say what you checked before enrolling (at least 10 characters).'],
    });
    const note = 'Called the buyer; card is theirs, bank confirmed the charge.';
    const enrolled = await post(`/api/admin/orders/${invoice}/held/enrol/`, { note });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ status: 'paid', held: { state: 'enrolled' } });
    expect((await enrolmentsIn(db(), course.id)).map((row) => row.userId)).toEqual([learner.id]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.paid_from_held_money'));
    expect(entry).toMatchObject({ actorId: staff.id });
    expect(entry!.details).toMatchObject({ check_note: note });
  });

  it('is for staff only', async () => {
    const { invoice } = await paidOrder('sslcommerz', '5500.00');
    const learner = await createUser(db());
    const tried = await app().inject({
      method: 'POST',
      url: `/api/admin/orders/${invoice}/held/enrol/`,
      headers: await authHeader(app(), learner),
      payload: { note: 'I checked it myself, honestly.' },
    });
    expect(tried.statusCode).toBe(403);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'failed', heldState: 'held' });
  });
});
