import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { coursePriceTiers } from '../../db/schema/catalogue.ts';
import { discountCourses, discounts, coupons } from '../../db/schema/pricing.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { authHeader } from '../../test/factories.ts';

/** A fresh, valid-looking bKash transaction ID (10 uppercase letters and digits). */
export const transactionId = () => `TX${randomBytes(4).toString('hex').toUpperCase()}`;

/** A valid single payment body for a course; override any field. */
export function paymentBody(courseId: number, overrides: Record<string, unknown> = {}) {
  return {
    course_id: String(courseId),
    paid_amount: '5000.00',
    sender_number: '01712345678',
    transaction_id: transactionId(),
    payment_type: 'single',
    coupon_code: '',
    ...overrides,
  };
}

export async function submit(
  app: FastifyInstance,
  user: { id: number; role: 'learner' | 'instructor' | 'admin' },
  body: unknown,
) {
  return app.inject({
    method: 'POST',
    url: '/api/manualpaymentsubmit/',
    headers: await authHeader(app, user),
    payload: body as Record<string, unknown>,
  });
}

export async function createCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `C${randomBytes(3).toString('hex').toUpperCase()}`,
      name: 'Test coupon',
      description: 'For tests',
      discountType: 'percentage',
      value: '10.00',
      ...values,
    })
    .returning();
  return row!;
}

export async function createDiscount(
  db: Db,
  courseIds: number[],
  values: Partial<typeof discounts.$inferInsert> = {},
  priceAfterDiscount: Record<number, string> = {},
) {
  const [row] = await db
    .insert(discounts)
    .values({ name: 'Test sale', discountType: 'fixed', value: '1000.00', ...values })
    .returning();
  if (courseIds.length > 0) {
    await db.insert(discountCourses).values(
      courseIds.map((courseId) => ({
        discountId: row!.id,
        courseId,
        priceAfterDiscount: priceAfterDiscount[courseId] ?? null,
      })),
    );
  }
  return row!;
}

/** Course 14's tiers: 15000, 13000, 10000 per student. */
export async function addGroupTiers(db: Db, courseId: number) {
  await db.insert(coursePriceTiers).values([
    { courseId, students: 1, pricePerStudent: '15000.00', savings: '0.00' },
    { courseId, students: 2, pricePerStudent: '13000.00', savings: '2000.00' },
    { courseId, students: 3, pricePerStudent: '10000.00', savings: '5000.00', isPopular: true },
  ]);
}

/** Every mail sent so far, once the queued mail jobs have run. */
export async function outbox(app: FastifyInstance) {
  await app.jobs.runQueued();
  return readOutbox(join(app.config.dataDir, 'outbox'));
}
