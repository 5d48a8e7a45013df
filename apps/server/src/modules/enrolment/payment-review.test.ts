import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/community.ts';
import { enrollments, paymentTeammates } from '../../db/schema/enrolment.ts';
import { coupons } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import {
  addGroupTiers,
  createCoupon,
  outbox,
  paymentBody,
  submit,
  transactionId,
} from './enrolment-test-helpers.ts';
import { claimTeammateInvitations } from './teammate-invitations.ts';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createUser(db(), { role: 'admin' });
});
afterAll(async () => {
  await testApp.close();
});

const uniqueEmail = (name: string) => `${name}-${transactionId().toLowerCase()}@example.com`;

async function decide(paymentId: number, action: 'approve' | 'reject', payload?: object) {
  return app().inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/${action}/`,
    headers: await authHeader(app(), staff),
    ...(payload ? { payload } : {}),
  });
}

async function enrolledUserIds(courseId: number) {
  const rows = await db()
    .select({
      userId: enrollments.userId,
      source: enrollments.source,
      paymentId: enrollments.paymentId,
    })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId));
  return rows;
}

async function studentsCount(courseId: number) {
  const [row] = await db()
    .select({ count: courses.studentsCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row!.count;
}

describe('approving a payment', () => {
  it('enrols the payer and teammates with accounts, invites the others, notifies and audits', async () => {
    const payer = await createUser(db(), { firstName: 'Farhana', lastName: 'Akter' });
    const mate = await createUser(db(), { email: uniqueEmail('mate') });
    const newcomer = uniqueEmail('newcomer');
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const submitted = await submit(
      app(),
      payer,
      paymentBody(course.id, {
        payment_type: 'trio',
        paid_amount: '30000.00',
        teammate_one: {
          name: 'Has Account',
          email: mate.email.toUpperCase(),
          number: '01711111111',
        },
        teammate_two: { name: 'Not Yet', email: newcomer, number: '01722222222' },
      }),
    );
    expect(submitted.statusCode).toBe(201);
    const paymentId = submitted.json().payment.id;

    const response = await decide(paymentId, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: paymentId,
      status: 'approved',
      reviewed_by: `${staff.firstName} ${staff.lastName}`,
      payer: { id: payer.id, name: 'Farhana Akter', email: payer.email },
      teammates: [
        { position: 1, email: mate.email, user_id: mate.id },
        { position: 2, email: newcomer, user_id: null, enrolled_at: null },
      ],
    });
    expect(response.json().teammates[0].enrolled_at).not.toBeNull();

    const enrolled = await enrolledUserIds(course.id);
    expect(enrolled.map((row) => row.userId).sort()).toEqual([payer.id, mate.id].sort());
    expect(enrolled.every((row) => row.source === 'payment' && row.paymentId === paymentId)).toBe(
      true,
    );
    expect(await studentsCount(course.id)).toBe(2);

    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'payment'), eq(notifications.courseId, course.id)));
    expect(notes.map((note) => [note.userId, note.message]).sort()).toEqual(
      [
        [payer.id, `Your payment for “${course.title}” was approved. You are now enrolled.`],
        [mate.id, `Farhana Akter enrolled you in “${course.title}” as a teammate.`],
      ].sort(),
    );

    const mails = await outbox(testApp.app);
    expect(
      mails.some(
        (mail) => mail.to === payer.email && mail.subject === `You are enrolled in ${course.title}`,
      ),
    ).toBe(true);
    expect(
      mails.some(
        (mail) => mail.to === mate.email && mail.subject === `You are enrolled in ${course.title}`,
      ),
    ).toBe(true);
    const invitation = mails.find((mail) => mail.to === newcomer);
    expect(invitation?.subject).toBe(`Farhana Akter enrolled you in ${course.title}`);
    expect(invitation?.text).toContain('/signup');

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.approve'), eq(auditLog.entityId, paymentId)));
    expect(entry).toMatchObject({ actorId: staff.id, entityType: 'payment' });
    expect(entry!.details).toMatchObject({
      course_id: course.id,
      user_id: payer.id,
      invited_teammates: [newcomer],
    });

    // The invited teammate signs up later: the verification hook enrols them.
    const late = await createUser(db(), { email: newcomer });
    const claimed = await db().transaction((tx) => claimTeammateInvitations(tx, late));
    expect(claimed).toEqual([course.id]);
    expect((await enrolledUserIds(course.id)).map((row) => row.userId)).toContain(late.id);
    expect(await studentsCount(course.id)).toBe(3);
    const [linked] = await db()
      .select()
      .from(paymentTeammates)
      .where(and(eq(paymentTeammates.paymentId, paymentId), eq(paymentTeammates.position, 2)));
    expect(linked).toMatchObject({ userId: late.id });
    expect(linked!.enrolledAt).not.toBeNull();
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, late.id));
    expect(notice).toMatchObject({ type: 'payment', courseId: course.id });
    // Claiming again changes nothing.
    expect(await db().transaction((tx) => claimTeammateInvitations(tx, late))).toEqual([]);
  });

  it('tells staff, before approval, which teammates already have an account', async () => {
    const payer = await createUser(db());
    const mate = await createUser(db(), { email: uniqueEmail('has-account') });
    const newcomer = uniqueEmail('no-account');
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const submitted = await submit(
      app(),
      payer,
      paymentBody(course.id, {
        payment_type: 'trio',
        paid_amount: '30000.00',
        teammate_one: {
          name: 'Has Account',
          email: mate.email.toUpperCase(),
          number: '01711111111',
        },
        teammate_two: { name: 'Not Yet', email: newcomer, number: '01722222222' },
      }),
    );
    const paymentId = submitted.json().payment.id;
    const listed = await app().inject({
      method: 'GET',
      url: `/api/admin/payments/?status=pending&search=${encodeURIComponent(payer.email)}`,
      headers: await authHeader(app(), staff),
    });
    expect(listed.json().results).toMatchObject([
      {
        id: paymentId,
        teammates: [
          { position: 1, email: mate.email, user_id: mate.id, enrolled_at: null },
          { position: 2, email: newcomer, user_id: null, enrolled_at: null },
        ],
      },
    ]);
    // Only the account is found; nothing is linked or enrolled before staff approve.
    const [stored] = await db()
      .select({ userId: paymentTeammates.userId })
      .from(paymentTeammates)
      .where(and(eq(paymentTeammates.paymentId, paymentId), eq(paymentTeammates.position, 1)));
    expect(stored).toEqual({ userId: null });
  });

  it('does not hand out invitations of pending or rejected payments', async () => {
    const payer = await createUser(db());
    const invited = uniqueEmail('pending-mate');
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const submitted = await submit(
      app(),
      payer,
      paymentBody(course.id, {
        payment_type: 'duo',
        paid_amount: '26000.00',
        teammate_one: { name: 'Pending Mate', email: invited, number: '01711111111' },
      }),
    );
    const user = await createUser(db(), { email: invited });
    expect(await db().transaction((tx) => claimTeammateInvitations(tx, user))).toEqual([]);
    await decide(submitted.json().payment.id, 'reject', { reason: 'No such transaction.' });
    expect(await db().transaction((tx) => claimTeammateInvitations(tx, user))).toEqual([]);
  });

  it('refuses to decide twice, and answers 404 for unknown payments', async () => {
    const payer = await createUser(db());
    const course = await createCourse(db());
    const submitted = await submit(app(), payer, paymentBody(course.id));
    const id = submitted.json().payment.id;
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This payment has already been approved.' });
    const reject = await decide(id, 'reject', { reason: 'Too late' });
    expect(reject.statusCode).toBe(409);
    expect(await studentsCount(course.id)).toBe(1);
    expect((await decide(99999999, 'approve')).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent decisions through', async () => {
    const payer = await createUser(db());
    const course = await createCourse(db());
    const id = (await submit(app(), payer, paymentBody(course.id))).json().payment.id;
    const answers = await Promise.all([
      decide(id, 'approve'),
      decide(id, 'reject', { reason: 'Duplicate' }),
      decide(id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const enrolled = await enrolledUserIds(course.id);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(enrolled).toHaveLength(winner.status === 'approved' ? 1 : 0);
  });
});

describe('rejecting a payment', () => {
  it('needs a reason, stores it, gives the coupon use back, notifies and mails the payer', async () => {
    const payer = await createUser(db());
    const course = await createCourse(db(), { price: '5000.00' });
    const coupon = await createCoupon(db(), { code: 'GIVEBACK1', maxUses: 1, maxUsesPerUser: 1 });
    const id = (
      await submit(
        app(),
        payer,
        paymentBody(course.id, { coupon_code: 'GIVEBACK1', paid_amount: '4500.00' }),
      )
    ).json().payment.id;
    const [used] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used!.usedCount).toBe(1);

    const missing = await decide(id, 'reject', { reason: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ reason: ['Please give a reason for the rejection.'] });

    const reason = 'We could not find this transaction in our bKash statement.';
    const response = await decide(id, 'reject', { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason });
    const [released] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(released!.usedCount).toBe(0);
    expect(await enrolledUserIds(course.id)).toEqual([]);

    const history = await app().inject({
      method: 'GET',
      url: '/api/payments/',
      headers: await authHeader(app(), payer),
    });
    expect(history.json()).toMatchObject([
      { id, status: 'rejected', reason, course_title: course.title },
    ]);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, payer.id));
    expect(notice).toMatchObject({
      type: 'payment',
      courseId: course.id,
      message: `Your payment for “${course.title}” was rejected: ${reason}`,
    });
    const mails = await outbox(testApp.app);
    const mail = mails.find(
      (entry) => entry.to === payer.email && entry.subject.includes('not accepted'),
    );
    expect(mail?.text).toContain(reason);

    // The coupon can be used again on a new submission.
    const resubmitted = await submit(
      app(),
      payer,
      paymentBody(course.id, { coupon_code: 'GIVEBACK1', paid_amount: '4500.00' }),
    );
    expect(resubmitted.statusCode).toBe(201);

    // The course page asks whether a payment of this course is being checked.
    const mine = async (query: string) =>
      (
        await app().inject({
          method: 'GET',
          url: `/api/payments/?${query}`,
          headers: await authHeader(app(), payer),
        })
      ).json<{ id: number; status: string }[]>();
    expect(await mine(`course=${course.id}&status=pending`)).toEqual([
      expect.objectContaining({ coupon_code: 'GIVEBACK1', status: 'pending' }),
    ]);
    expect(await mine(`course=${course.id}&status=rejected`)).toEqual([
      expect.objectContaining({ id, status: 'rejected' }),
    ]);
    expect(await mine(`course=${course.id + 1000}`)).toEqual([]);
  });
});

describe('GET /api/admin/payments/', () => {
  it('lists pending first, searches by transaction ID, number or email, filters by status', async () => {
    const payer = await createUser(db(), { email: uniqueEmail('searchable') });
    const [first, second] = [await createCourse(db()), await createCourse(db())];
    const approvedId = (await submit(app(), payer, paymentBody(first.id))).json().payment.id;
    await decide(approvedId, 'approve');
    const trx = transactionId();
    const pendingId = (
      await submit(
        app(),
        payer,
        paymentBody(second.id, { transaction_id: trx, sender_number: '01998877665' }),
      )
    ).json().payment.id;

    const headers = await authHeader(app(), staff);
    const all = await app().inject({ method: 'GET', url: '/api/admin/payments/', headers });
    expect(all.statusCode).toBe(200);
    const statuses = all.json().results.map((row: { status: string }) => row.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('approved'));

    for (const search of [trx.toLowerCase(), '998877', payer.email.toUpperCase()]) {
      const found = await app().inject({
        method: 'GET',
        url: `/api/admin/payments/?search=${encodeURIComponent(search)}&status=pending`,
        headers,
      });
      expect(found.json()).toMatchObject({ count: 1, next: null, previous: null });
      expect(found.json().results[0]).toMatchObject({
        id: pendingId,
        transaction_id: trx,
        sender_number: '01998877665',
        paid_amount: '5000.00',
        computed_amount: '5000.00',
        amounts_match: true,
        payer: { id: payer.id, email: payer.email },
        teammates: [],
      });
    }
    const approved = await app().inject({
      method: 'GET',
      url: `/api/admin/payments/?status=approved&search=${encodeURIComponent(payer.email)}`,
      headers,
    });
    expect(approved.json().results.map((row: { id: number }) => row.id)).toEqual([approvedId]);
  });
});
