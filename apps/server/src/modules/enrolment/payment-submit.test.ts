import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import {
  addGroupTiers,
  createDiscount,
  outbox,
  paymentBody,
  submit,
  transactionId,
} from './enrolment-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('POST /api/manualpaymentsubmit/ field rules', () => {
  it('refuses visitors with 401', async () => {
    const course = await createCourse(db());
    const response = await app().inject({
      method: 'POST',
      url: '/api/manualpaymentsubmit/',
      payload: paymentBody(course.id),
    });
    expect(response.statusCode).toBe(401);
  });

  it('reports every missing field with its exact message at once', async () => {
    const learner = await createUser(db());
    const response = await submit(app(), learner, { payment_type: 'trio' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      sender_number: ['bKash number is required.'],
      transaction_id: ['Transaction ID is required.'],
      course_id: ['This field is required.'],
      paid_amount: ['This field is required.'],
      'teammate_one.name': ['Name is required.'],
      'teammate_one.email': ['Email is required.'],
      'teammate_one.number': ['Phone number is required.'],
      'teammate_two.name': ['Name is required.'],
      'teammate_two.email': ['Email is required.'],
      'teammate_two.number': ['Phone number is required.'],
    });
  });

  it('checks the format of every field with the exact messages', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        sender_number: '01212345678',
        transaction_id: 'ABC-123',
        coupon_code: 'AB!',
        payment_type: 'duo',
        teammate_one: { name: 'A', email: 'not-an-email', number: '12345' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      sender_number: ['Enter a valid 11-digit bKash number.'],
      transaction_id: ['Enter a valid transaction ID.'],
      coupon_code: ['Enter a valid promo code.'],
      'teammate_one.name': ['Name must be at least 2 characters.'],
      'teammate_one.email': ['Enter a valid email address.'],
      'teammate_one.number': ['Enter a valid 11-digit phone number.'],
    });
  });

  it('refuses a transaction ID shorter than 10 characters and an unknown payment type', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, { transaction_id: 'ABC123456', payment_type: 'quartet' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      transaction_id: ['Enter a valid transaction ID.'],
      payment_type: ['Select a valid choice: single, duo or trio.'],
    });
  });

  it('refuses two teammates with the same email, and the payer as a teammate', async () => {
    const learner = await createUser(db(), {
      email: `payer-${transactionId().toLowerCase()}@example.com`,
    });
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const same = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        paid_amount: '30000.00',
        payment_type: 'trio',
        teammate_one: { name: 'Rafi Ahmed', email: 'rafi@example.com', number: '01711111111' },
        teammate_two: { name: 'Rafi Again', email: 'RAFI@example.com', number: '01722222222' },
      }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      'teammate_two.email': ['Each teammate needs a different email address.'],
    });
    const self = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        paid_amount: '26000.00',
        payment_type: 'duo',
        teammate_one: { name: 'Me Myself', email: learner.email, number: '01711111111' },
      }),
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      'teammate_one.email': ['Enter the email address of a teammate, not your own.'],
    });
  });
});

describe('POST /api/manualpaymentsubmit/ amounts and storage', () => {
  it('stores a single payment as pending with the computed amount and mails learner and staff', async () => {
    const staff = await createUser(db(), {
      role: 'admin',
      email: `staff-${transactionId().toLowerCase()}@example.com`,
    });
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '5000.00' });
    const body = paymentBody(course.id, { transaction_id: 'ab12cd34ef' });
    const response = await submit(app(), learner, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.message).toBe(
      'Payment submitted. We will verify your transaction and enrol you shortly (usually within a few hours).',
    );
    expect(answer.payment).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      payment_type: 'single',
      students: 1,
      paid_amount: '5000.00',
      transaction_id: 'AB12CD34EF',
      status: 'pending',
      reason: null,
    });
    const [stored] = await db()
      .select()
      .from(paymentSubmissions)
      .where(eq(paymentSubmissions.id, answer.payment.id));
    expect(stored).toMatchObject({
      userId: learner.id,
      computedAmount: '5000.00',
      paidAmount: '5000.00',
      senderNumber: '01712345678',
      transactionId: 'AB12CD34EF',
      status: 'pending',
    });
    const enrolled = await db()
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, learner.id));
    expect(enrolled).toEqual([]);
    const mails = await outbox(testApp.app);
    expect(
      mails.some((mail) => mail.to === learner.email && mail.text.includes('AB12CD34EF')),
    ).toBe(true);
    expect(
      mails.some(
        (mail) =>
          mail.to === staff.email &&
          mail.subject === `Payment #${answer.payment.id} to verify: ${course.title}`,
      ),
    ).toBe(true);
  });

  it('refuses a tampered amount and names the right one', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '5000.00' });
    const response = await submit(app(), learner, paymentBody(course.id, { paid_amount: '50.00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      paid_amount: ['The amount does not match the price of this course (৳5000.00).'],
    });
    const stored = await db()
      .select()
      .from(paymentSubmissions)
      .where(eq(paymentSubmissions.userId, learner.id));
    expect(stored).toEqual([]);
  });

  it('applies the active discount (fixed, percentage, explicit price) and ignores ended ones', async () => {
    const learner = await createUser(db());
    const fixed = await createCourse(db(), { price: '8000.00' });
    await createDiscount(db(), [fixed.id], { discountType: 'fixed', value: '1000.00' });
    await createDiscount(db(), [fixed.id], {
      discountType: 'percentage',
      value: '50.00',
      endDate: new Date(Date.now() - 60_000),
    });
    const explicit = await createCourse(db(), { price: '7500.00' });
    await createDiscount(
      db(),
      [explicit.id],
      { discountType: 'percentage', value: '20.00' },
      {
        [explicit.id]: '5999.00',
      },
    );
    expect(
      (await submit(app(), learner, paymentBody(fixed.id, { paid_amount: '7000' }))).statusCode,
    ).toBe(201);
    const wrong = await submit(
      app(),
      learner,
      paymentBody(explicit.id, { paid_amount: '6000.00' }),
    );
    expect(wrong.json()).toEqual({
      paid_amount: ['The amount does not match the price of this course (৳5999.00).'],
    });
    expect(
      (await submit(app(), learner, paymentBody(explicit.id, { paid_amount: 5999 }))).statusCode,
    ).toBe(201);
  });

  it('prices duo and trio from the group tiers and stores the teammates', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        paid_amount: '30000.00',
        payment_type: 'trio',
        teammate_one: {
          name: ' Nusrat Jahan ',
          email: 'Nusrat@Example.com',
          number: '01711111111',
        },
        teammate_two: { name: 'Tanvir Hasan', email: 'tanvir@example.com', number: '01822222222' },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().payment).toMatchObject({
      payment_type: 'trio',
      students: 3,
      paid_amount: '30000.00',
    });
    const mates = await db()
      .select()
      .from(paymentTeammates)
      .where(eq(paymentTeammates.paymentId, response.json().payment.id))
      .orderBy(paymentTeammates.position);
    expect(
      mates.map(({ position, name, email, number, userId }) => ({
        position,
        name,
        email,
        number,
        userId,
      })),
    ).toEqual([
      {
        position: 1,
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        number: '01711111111',
        userId: null,
      },
      {
        position: 2,
        name: 'Tanvir Hasan',
        email: 'tanvir@example.com',
        number: '01822222222',
        userId: null,
      },
    ]);
  });

  it('refuses group payment types on a course without group pricing', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '5000.00' });
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        paid_amount: '10000.00',
        payment_type: 'duo',
        teammate_one: { name: 'Nusrat Jahan', email: 'nusrat@example.com', number: '01711111111' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      payment_type: ['Group enrolment is not available for this course.'],
    });
  });
});

describe('POST /api/manualpaymentsubmit/ transaction IDs and course state', () => {
  it('refuses a transaction ID used before, whatever its case', async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const course = await createCourse(db());
    const id = transactionId();
    expect(
      (await submit(app(), first, paymentBody(course.id, { transaction_id: id }))).statusCode,
    ).toBe(201);
    const again = await submit(
      app(),
      second,
      paymentBody(course.id, { transaction_id: id.toLowerCase() }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      transaction_id: ['This transaction ID has already been used.'],
    });
  });

  it('stores exactly one of two identical concurrent submissions', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const body = paymentBody(course.id);
    const answers = await Promise.all([submit(app(), learner, body), submit(app(), learner, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(Object.values(refused.json()).flat()[0]).toMatch(
      /^(This transaction ID has already been used\.|You already have a payment for this course waiting for review\.)$/,
    );
    const stored = await db()
      .select()
      .from(paymentSubmissions)
      .where(eq(paymentSubmissions.userId, learner.id));
    expect(stored).toHaveLength(1);
  });

  it('stores one of two concurrent submissions racing for one transaction ID from different learners', async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const course = await createCourse(db());
    const id = transactionId();
    const answers = await Promise.all([
      submit(app(), first, paymentBody(course.id, { transaction_id: id })),
      submit(app(), second, paymentBody(course.id, { transaction_id: id })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual({
      transaction_id: ['This transaction ID has already been used.'],
    });
  });

  it('refuses a second payment while one is pending, and once enrolled', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    expect((await submit(app(), learner, paymentBody(course.id))).statusCode).toBe(201);
    const pending = await submit(app(), learner, paymentBody(course.id));
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toEqual({
      detail: 'You already have a payment for this course waiting for review.',
    });
    const other = await createCourse(db());
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: other.id, source: 'admin' });
    const enrolled = await submit(app(), learner, paymentBody(other.id));
    expect(enrolled.json()).toEqual({ detail: 'You are already enrolled in this course.' });
  });

  it('refuses closed, coming-soon, draft, unknown and free courses', async () => {
    const learner = await createUser(db());
    const closed = await createCourse(db(), { enrollmentOpen: false });
    const soon = await createCourse(db(), { status: 'coming_soon' });
    const draft = await createCourse(db(), { status: 'draft' });
    const free = await createCourse(db(), { price: '0.00' });
    for (const course of [closed, soon]) {
      const response = await submit(app(), learner, paymentBody(course.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Enrolment in this course is closed.' });
    }
    for (const id of [draft.id, 999999]) {
      const response = await submit(app(), learner, paymentBody(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Course not found' });
    }
    const response = await submit(app(), learner, paymentBody(free.id, { paid_amount: '0' }));
    expect(response.json()).toEqual({
      detail: 'This course is free. Enrol directly without a payment.',
    });
  });

  it('refuses a teammate who is already enrolled in the course', async () => {
    const learner = await createUser(db());
    const mate = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    await db()
      .insert(enrollments)
      .values({ userId: mate.id, courseId: course.id, source: 'admin' });
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        paid_amount: '26000.00',
        payment_type: 'duo',
        teammate_one: { name: 'Already In', email: mate.email, number: '01711111111' },
      }),
    );
    expect(response.json()).toEqual({
      'teammate_one.email': ['This teammate is already enrolled in this course.'],
    });
  });

  it('limits submissions per user (429 with Retry-After)', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await submit(app(), learner, paymentBody(course.id));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().detail).toMatch(
          /^Request was throttled\. Expected available in \d+ seconds\.$/,
        );
      }
    }
    // The first is stored, the next nine are refused as a duplicate pending payment.
    expect(statuses).toEqual([201, ...Array<number>(9).fill(400), 429]);
  });
});
