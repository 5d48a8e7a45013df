import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../../db/schema/enrolment.ts';
import { coupons } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { addGroupTiers, createCoupon, paymentBody, submit } from './enrolment-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function validate(body: unknown, headers: Record<string, string> = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/coupons/validate/',
    headers,
    payload: body as Record<string, unknown>,
  });
}

describe('POST /api/coupons/validate/', () => {
  it('answers the coupon terms for a valid code, whatever its case', async () => {
    const course = await createCourse(db());
    const coupon = await createCoupon(db(), {
      code: 'SPRING25',
      name: 'Spring 25%',
      description: 'A quarter off',
      value: '25.00',
    });
    const response = await validate({ code: 'spring25', course_id: String(course.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      discount_type: 'percentage',
      discount_value: '25.00',
      coupon_name: 'Spring 25%',
      coupon_description: 'A quarter off',
    });
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(0);
  });

  it("answers refusals with the message key (and DRF's detail)", async () => {
    const course = await createCourse(db());
    const other = await createCourse(db());
    await createCoupon(db(), { code: 'PAUSED01', isActive: false });
    await createCoupon(db(), { code: 'OLDCODE1', expiresAt: new Date(Date.now() - 1000) });
    await createCoupon(db(), { code: 'ONLYTHAT', courseId: other.id });
    await createCoupon(db(), { code: 'USEDUP01', maxUses: 2, usedCount: 2 });
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'Invalid promo code.'],
      ['PAUSED01', 'Invalid promo code.'],
      ['OLDCODE1', 'This promo code has expired.'],
      ['ONLYTHAT', 'This promo code is not valid for this course.'],
      ['USEDUP01', 'This promo code has reached its usage limit.'],
    ];
    for (const [code, message] of cases) {
      const response = await validate({ code, course_id: course.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: message, message });
    }
  });

  it('tells a signed-in learner who used up their own share', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '5000.00' });
    await createCoupon(db(), { code: 'ONCEEACH', maxUsesPerUser: 1, value: '10.00' });
    const paid = await submit(
      app(),
      learner,
      paymentBody(course.id, { coupon_code: 'onceeach', paid_amount: '4500.00' }),
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payment.coupon_code).toBe('ONCEEACH');
    const other = await createCourse(db());
    const response = await validate(
      { code: 'ONCEEACH', course_id: other.id },
      await authHeader(app(), learner),
    );
    expect(response.json()).toEqual({
      detail: 'You have already used this promo code the maximum number of times.',
      message: 'You have already used this promo code the maximum number of times.',
    });
    expect((await validate({ code: 'ONCEEACH', course_id: other.id })).statusCode).toBe(200);
  });

  it('checks the code format with its exact message', async () => {
    const response = await validate({ code: 'ab', course_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ['Enter a valid promo code.'],
      course_id: ['A valid integer is required.'],
    });
  });
});

describe('coupons on payment submission', () => {
  it('takes the coupon off the price per student (fixed) and counts one use', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db(), { price: '15000.00' });
    await addGroupTiers(db(), course.id);
    const coupon = await createCoupon(db(), {
      code: 'FLATFIVE',
      discountType: 'fixed',
      value: '500.00',
    });
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, {
        coupon_code: 'FLATFIVE',
        payment_type: 'duo',
        paid_amount: '25000.00',
        teammate_one: { name: 'Rafi Ahmed', email: 'rafi@example.com', number: '01711111111' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(1);
    const redemptions = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toMatchObject([
      { userId: learner.id, paymentId: response.json().payment.id },
    ]);
  });

  it('refuses an invalid coupon on submission with a field error and stores nothing', async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    const response = await submit(
      app(),
      learner,
      paymentBody(course.id, { coupon_code: 'NOPE1234' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ coupon_code: ['Invalid promo code.'] });
  });

  it('never lets concurrent submissions use a coupon past its limit', async () => {
    const coupon = await createCoupon(db(), { code: 'LASTTWO1', maxUses: 2, value: '10.00' });
    const learners = await Promise.all(Array.from({ length: 5 }, () => createUser(db())));
    const course = await createCourse(db(), { price: '5000.00' });
    const answers = await Promise.all(
      learners.map((learner) =>
        submit(
          app(),
          learner,
          paymentBody(course.id, { coupon_code: 'LASTTWO1', paid_amount: '4500.00' }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toEqual({
        coupon_code: ['This promo code has reached its usage limit.'],
      });
    }
    const [after] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(2);
  });

  it('never lets one learner use a coupon past their own limit concurrently', async () => {
    await createCoupon(db(), { code: 'ONEPERYOU', maxUsesPerUser: 1, value: '10.00' });
    const learner = await createUser(db());
    const courses = await Promise.all([createCourse(db()), createCourse(db()), createCourse(db())]);
    const answers = await Promise.all(
      courses.map((course) =>
        submit(
          app(),
          learner,
          paymentBody(course.id, { coupon_code: 'ONEPERYOU', paid_amount: '4500.00' }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    const refusals = answers
      .filter((answer) => answer.statusCode === 400)
      .map((answer) => answer.json());
    expect(refusals).toEqual([
      { coupon_code: ['You have already used this promo code the maximum number of times.'] },
      { coupon_code: ['You have already used this promo code the maximum number of times.'] },
    ]);
  });
});
