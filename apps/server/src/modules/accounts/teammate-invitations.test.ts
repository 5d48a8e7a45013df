import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/community.ts';
import { enrollments, paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import { latestCode, signUp, uniqueEmail } from './accounts-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** An approved duo payment naming `email` as the teammate, as staff leave it before sign-up. */
async function approvedDuoNaming(email: string) {
  const db = testApp.app.db;
  const payer = await createUser(db);
  const course = await createCourse(db, { price: '5000.00' });
  const [payment] = await db
    .insert(paymentSubmissions)
    .values({
      userId: payer.id,
      courseId: course.id,
      paymentType: 'duo',
      students: 2,
      senderNumber: '01712345678',
      transactionId: `TX${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      paidAmount: '10000.00',
      computedAmount: '10000.00',
      status: 'approved',
      reviewedAt: new Date(),
    })
    .returning();
  await db.insert(paymentTeammates).values({
    paymentId: payment!.id,
    position: 1,
    name: 'Invited Teammate',
    email,
    number: '01812345678',
  });
  return course;
}

/** A duo order paid online naming `email` as the teammate, as settlement leaves it before sign-up. */
async function paidDuoOrderNaming(email: string) {
  const db = testApp.app.db;
  const payer = await createUser(db, { firstName: 'Nadia', lastName: 'Karim' });
  const course = await createCourse(db, { title: 'Survival Analysis', price: '5000.00' });
  const [order] = await db
    .insert(paymentOrders)
    .values({
      invoiceNumber: `ACD-TEST-${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      userId: payer.id,
      courseId: course.id,
      gateway: 'bkash',
      paymentType: 'duo',
      students: 2,
      amount: '10000.00',
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  const [teammate] = await db
    .insert(orderTeammates)
    .values({ orderId: order!.id, position: 1, name: 'Invited', email, number: '01812345678' })
    .returning();
  return { course, order: order!, teammateId: teammate!.id };
}

async function isEnrolled(userId: number, courseId: number) {
  const rows = await testApp.app.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return rows.length === 1;
}

describe('teammate invitations', () => {
  it('enrol an invited teammate when they verify their sign-up code', async () => {
    const email = uniqueEmail('teammate');
    const course = await approvedDuoNaming(email);
    const { user } = await signUp(testApp.app, { email, verify: true });
    expect(await isEnrolled(user.id, course.id)).toBe(true);
  });

  it('are not claimed before the address is verified', async () => {
    const email = uniqueEmail('unverified');
    const course = await approvedDuoNaming(email);
    const { user } = await signUp(testApp.app, { email });
    expect(await isEnrolled(user.id, course.id)).toBe(false);
  });

  it('are claimed when a password reset is what first proves the address', async () => {
    const email = uniqueEmail('reset');
    const course = await approvedDuoNaming(email);
    const { user } = await signUp(testApp.app, { email });
    const inject = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, payload });
    await inject('/api/accounts/password-reset/request-otp/', { email });
    const verified = await inject('/api/accounts/password-reset/verify-otp/', {
      email,
      otp_code: await latestCode(testApp.app, email),
    });
    expect(verified.statusCode).toBe(200);
    const reset = await inject('/api/accounts/password-reset/set-password/', {
      email,
      token: verified.json().token,
      new_password: 'Another-secure-2',
    });
    expect(reset.statusCode).toBe(200);
    expect(await isEnrolled(user.id, course.id)).toBe(true);
  });

  it('from an order paid online enrol the teammate, link their place and tell them who paid', async () => {
    const db = testApp.app.db;
    const email = uniqueEmail('order-teammate');
    const { course, order, teammateId } = await paidDuoOrderNaming(email);
    const { user } = await signUp(testApp.app, { email, verify: true });
    const [enrolment] = await db
      .select({ orderId: enrollments.orderId, source: enrollments.source })
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    expect(enrolment).toEqual({ orderId: order.id, source: 'payment' });
    const [place] = await db
      .select({ userId: orderTeammates.userId, enrolledAt: orderTeammates.enrolledAt })
      .from(orderTeammates)
      .where(eq(orderTeammates.id, teammateId));
    expect(place!.userId).toBe(user.id);
    expect(place!.enrolledAt).toBeInstanceOf(Date);
    const notices = await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notices.map((notice) => notice.message)).toEqual([
      expect.stringContaining('Nadia Karim'),
    ]);
    expect(notices[0]!.message).toContain('Survival Analysis');
  });
});
