import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { simulatorCredentials } from '../../../../../tools/gateway-simulator/simulator.ts';
import { users } from '../../db/schema/accounts.ts';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import { addGroupTiers } from '../enrolment/enrolment-test-helpers.ts';
import {
  createOrderRequest,
  enrolmentsIn,
  orderRow,
  paymentIdOf,
  runSettleJobs,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';

const { app, db, sim } = useCheckoutTestbed(3000);

async function openOrder(body: Record<string, unknown> = {}) {
  const learner = await createUser(db());
  const course = await createCourse(db());
  const response = await createOrderRequest(app(), learner, {
    course_id: course.id,
    gateway: 'sslcommerz',
    payment_type: 'single',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ order: { invoice_number: string }; redirect_url: string }>();
  return {
    learner,
    course,
    invoice: created.order.invoice_number,
    sessionkey: paymentIdOf(created.redirect_url),
    created,
  };
}

/** A form POST as SSLCommerz (IPN) or the payer's browser (return) sends it. */
function postForm(url: string, fields: Record<string, string>) {
  return app().inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
const ipn = (fields: Record<string, string>) => postForm('/api/checkout/sslcommerz/ipn/', fields);
const browserReturn = (url: string, fields: Record<string, string>) =>
  postForm(new URL(url).pathname, fields);

/** Fields signed with the simulator's store password, as only SSLCommerz could sign them. */
function signed(fields: Record<string, string>) {
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const keys = Object.keys(fields).filter((key) => !key.startsWith('verify_'));
  const password = md5(simulatorCredentials.sslcommerz.storePassword);
  const text = [...keys, 'store_passwd']
    .sort()
    .map((key) => `${key}=${key === 'store_passwd' ? password : fields[key]}`)
    .join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: md5(text) };
}

/** The payer chooses at SSLCommerz; the IPN is delivered by the test, not over the network. */
const choose = (sessionkey: string, choice: 'success' | 'failure' | 'cancel') =>
  sim().chooseSsl(sessionkey, choice, { ipn: false });

describe('POST /api/orders/ with SSLCommerz', () => {
  it('sends the fields SSLCommerz requires, within their documented lengths', async () => {
    const learner = await createUser(db(), {
      firstName: 'Tahmina Rahman Chowdhury Binte Abdul',
      lastName: 'Karim Siddiqua',
      email: `tahmina.rahman.chowdhury.binte.abdul.karim.${Date.now()}@example.com`,
    });
    await db().update(users).set({ phone: '01812345678' }).where(eq(users.id, learner.id));
    const course = await createCourse(db());
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'sslcommerz',
      payment_type: 'single',
    });
    expect(response.statusCode).toBe(201);
    const session = sim().sslSessionOf(response.json().order.invoice_number)!;
    expect(session.fields).toMatchObject({ cus_phone: '01812345678', total_amount: '5000.00' });
    expect(session.fields.cus_name!.length).toBeLessThanOrEqual(50);
    expect(session.fields.cus_email!.length).toBeLessThanOrEqual(50);
    expect(session.fields.tran_id!.length).toBeLessThanOrEqual(30);
  });

  it('refuses amounts under SSLCommerz’s ৳10.00 minimum, and payers without a phone', async () => {
    const learner = await createUser(db());
    const cheap = await createCourse(db(), { price: '9.50' });
    const low = await createOrderRequest(app(), learner, {
      course_id: cheap.id,
      gateway: 'sslcommerz',
      payment_type: 'single',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      detail:
        'SSLCommerz takes payments of ৳10.00 or more. Please pay with bKash or send money manually.',
    });
    const noPhone = await createUser(db());
    await db().update(users).set({ phone: null }).where(eq(users.id, noPhone.id));
    const course = await createCourse(db());
    const refused = await createOrderRequest(app(), noPhone, {
      course_id: course.id,
      gateway: 'sslcommerz',
      payment_type: 'single',
    });
    expect(refused.json()).toEqual({
      detail: 'SSLCommerz needs your phone number. Add it to your profile, then pay again.',
    });
    expect(sim().stats().sslSession).toBe(0);
  });

  it('opens a session for the server-computed amount and sends the payer to the gateway page', async () => {
    const { created, invoice, sessionkey } = await openOrder();
    expect(created.redirect_url).toMatch(/\/sslcommerz\/gateway\/[A-F0-9]+$/);
    expect(created.order).toMatchObject({
      status: 'pending',
      gateway: 'sslcommerz',
      amount: '5000.00',
    });
    expect((await orderRow(db(), invoice)).gatewayPaymentId).toBe(sessionkey);
  });

  it('answers 503 and fails the order when SSLCommerz is down', async () => {
    sim().set({ down: true });
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'sslcommerz',
      payment_type: 'single',
    });
    expect(response.statusCode).toBe(503);
  });
});

describe('SSLCommerz IPN and return', () => {
  it('completes the order from the IPN after validation; the browser return then changes nothing', async () => {
    const { learner, course, invoice, sessionkey } = await openOrder();
    const back = await choose(sessionkey, 'success');
    const answer = await ipn(back.fields);
    expect(answer.json()).toEqual({ received: true });
    const order = await orderRow(db(), invoice);
    expect(order).toMatchObject({ status: 'paid', gatewayTrxId: back.fields.bank_tran_id });
    expect(order.gatewayValidationId).toBe(back.fields.val_id);
    const returned = await browserReturn(back.url, back.fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`${app().config.publicUrl}/checkout/${invoice}`);
    const enrolled = await enrolmentsIn(db(), course.id);
    expect(enrolled).toEqual([expect.objectContaining({ userId: learner.id, orderId: order.id })]);
    expect(sim().stats().sslValidate).toBe(1);
  });

  it('completes the order from the browser return when the IPN is lost', async () => {
    const { course, invoice, sessionkey } = await openOrder();
    const back = await choose(sessionkey, 'success');
    await browserReturn(back.url, back.fields);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
  });

  it('enrols a duo once when the IPN and the return arrive together', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const mate = await createUser(db(), { email: 'ssl.mate@example.com' });
    const response = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'sslcommerz',
      payment_type: 'duo',
      teammate_one: { name: 'Ssl Mate', email: mate.email, number: '01712345678' },
    });
    const { order, redirect_url } = response.json<{
      order: { invoice_number: string; amount: string };
      redirect_url: string;
    }>();
    expect(order.amount).toBe('26000.00');
    const back = await choose(paymentIdOf(redirect_url), 'success');
    await Promise.all([
      ipn(back.fields),
      browserReturn(back.url, back.fields),
      ipn(back.fields),
      browserReturn(back.url, back.fields),
    ]);
    const enrolled = await enrolmentsIn(db(), course.id);
    expect(enrolled.map((row) => row.userId).sort()).toEqual([learner.id, mate.id].sort());
    const paid = await orderRow(db(), order.invoice_number);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.entityId, paid.id)));
    expect(audit).toHaveLength(1);
  });

  it('ignores an IPN whose val_id the validation API does not confirm', async () => {
    const { course, invoice } = await openOrder();
    const answer = await ipn({
      tran_id: invoice,
      val_id: 'FORGED123',
      status: 'VALID',
      amount: '5000.00',
      currency: 'BDT',
      bank_tran_id: 'FAKE',
      risk_level: '0',
    });
    expect(answer.statusCode).toBe(200);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
  });

  it('refuses a validated payment for another amount, and a risky one', async () => {
    const tampered = await openOrder();
    sim().set({ reportedAmount: '10.00' });
    const back = await choose(tampered.sessionkey, 'success');
    await ipn(back.fields);
    expect(await orderRow(db(), tampered.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'mismatch',
    });
    // A later, honest-looking notice for the same order cannot turn it into a payment.
    sim().set({ reportedAmount: null });
    await ipn(back.fields);
    expect(await orderRow(db(), tampered.invoice)).toMatchObject({ status: 'failed' });
    expect(await enrolmentsIn(db(), tampered.course.id)).toEqual([]);

    const risky = await openOrder();
    sim().set({ risky: true });
    const riskyBack = await choose(risky.sessionkey, 'success');
    await browserReturn(riskyBack.url, riskyBack.fields);
    expect(await orderRow(db(), risky.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'risky',
    });
    expect(await enrolmentsIn(db(), risky.course.id)).toEqual([]);
  });

  it('keeps the order open after a failed attempt, and closes it when the payer comes back', async () => {
    const failed = await openOrder();
    const failedBack = await choose(failed.sessionkey, 'failure');
    // The IPN of a failed attempt: the payer may still try another way on the same session.
    await ipn(failedBack.fields);
    expect(await orderRow(db(), failed.invoice)).toMatchObject({ status: 'pending' });
    await browserReturn(failedBack.url, failedBack.fields);
    expect(await orderRow(db(), failed.invoice)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    const cancelled = await openOrder();
    const cancelledBack = await choose(cancelled.sessionkey, 'cancel');
    const answer = await browserReturn(cancelledBack.url, cancelledBack.fields);
    expect(answer.headers.location).toBe(`${app().config.publicUrl}/checkout/${cancelled.invoice}`);
    expect(await orderRow(db(), cancelled.invoice)).toMatchObject({ status: 'cancelled' });
  });

  it('ignores unsigned, altered and cross-order notices: the victim still pays and is enrolled', async () => {
    const victim = await openOrder();
    // Unsigned notices, as anyone could post them.
    await ipn({ tran_id: victim.invoice, status: 'FAILED' });
    await browserReturn('http://x/api/checkout/sslcommerz/return/cancel/', {
      tran_id: victim.invoice,
      status: 'CANCELLED',
    });
    // The attacker's own cheap payment, its genuine signed fields re-pointed at the victim.
    const attacker = await openOrder();
    const paid = await choose(attacker.sessionkey, 'success');
    const altered = { ...paid.fields, tran_id: victim.invoice };
    await ipn(altered);
    expect(sim().stats().sslValidate).toBe(0);
    // Even signed (were the store password known), a report of another tran_id touches nothing.
    await ipn(signed({ ...altered, verify_key: '', verify_sign: '' }));
    expect(await orderRow(db(), victim.invoice)).toMatchObject({
      status: 'pending',
      failureReason: null,
      heldState: null,
    });
    const back = await choose(victim.sessionkey, 'success');
    await ipn(back.fields);
    expect(await orderRow(db(), victim.invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), victim.course.id)).toHaveLength(1);
  });

  it('sends an unknown tran_id to the not-found page', async () => {
    const answer = await browserReturn('http://x/api/checkout/sslcommerz/return/success/', {
      tran_id: 'ACD-20260101-NOTOURS1',
      status: 'VALID',
      val_id: 'X',
    });
    expect(answer.headers.location).toBe(`${app().config.publicUrl}/checkout/unknown`);
    expect(sim().stats().sslValidate).toBe(0);
  });

  it('keeps the order pending while validation is down, and the job settles it later', async () => {
    const { course, invoice, sessionkey } = await openOrder();
    const back = await choose(sessionkey, 'success');
    sim().set({ down: true });
    await ipn(back.fields);
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'pending' });
    expect(await enrolmentsIn(db(), course.id)).toEqual([]);
    sim().set({ down: false });
    await runSettleJobs(app());
    expect(await orderRow(db(), invoice)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(db(), course.id)).toHaveLength(1);
  });
});
