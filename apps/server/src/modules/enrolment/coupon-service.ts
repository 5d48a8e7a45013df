import { and, count, eq, sql } from 'drizzle-orm';
import { enrolmentMessages, type CouponValidation } from '@academy/contract/enrolment';
import type { Db, DbTransaction } from '../../db/client.ts';
import { couponRedemptions } from '../../db/schema/enrolment.ts';
import { coupons } from '../../db/schema/pricing.ts';
import { HttpError } from '../../lib/http-errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon with this code (codes are stored uppercase), or null. */
export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row ?? null;
}

/**
 * Why this coupon cannot be used on this course by this user now, or null when it can. Unknown
 * and switched-off codes read the same ("Invalid promo code."), so codes cannot be probed.
 */
export async function couponProblem(
  db: Db,
  coupon: CouponRow | null,
  courseId: number,
  userId: number | null,
  now: Date = new Date(),
): Promise<string | null> {
  if (!coupon || !coupon.isActive) return enrolmentMessages.invalidPromoCode;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) {
    return enrolmentMessages.promoExpired;
  }
  if (coupon.courseId !== null && coupon.courseId !== courseId) {
    return enrolmentMessages.promoWrongCourse;
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    return enrolmentMessages.promoUsedUp;
  }
  if (userId !== null && coupon.maxUsesPerUser !== null) {
    const used = await countRedemptions(db, coupon.id, userId);
    if (used >= coupon.maxUsesPerUser) return enrolmentMessages.promoUsedByYou;
  }
  return null;
}

async function countRedemptions(db: Db, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.used ?? 0;
}

/** A refused code is answered with `message`; `detail` keeps DRF's general-error key. */
export function couponRefusal(message: string): HttpError {
  return new HttpError(400, { detail: message, message } as { detail: string });
}

/** POST /api/coupons/validate/: checks every rule without using the coupon up. */
export async function validateCoupon(
  db: Db,
  input: { code: string; course_id: number },
  userId: number | null,
): Promise<CouponValidation> {
  const coupon = await findCoupon(db, input.code);
  const problem = await couponProblem(db, coupon, input.course_id, userId);
  if (problem || !coupon) throw couponRefusal(problem ?? enrolmentMessages.invalidPromoCode);
  return {
    discount_type: coupon.discountType,
    discount_value: coupon.value,
    coupon_name: coupon.name,
    coupon_description: coupon.description,
  };
}

/**
 * Uses the coupon once for this payment, inside the payment's transaction. The per-user count is
 * taken under an advisory lock on (coupon, user), and the global limit by a conditional UPDATE,
 * so concurrent submissions can never push either count past its limit. Returns the refusal
 * message, or null once redeemed.
 */
export async function redeemCoupon(
  tx: DbTransaction,
  coupon: CouponRow,
  userId: number,
  paymentId: number,
): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${coupon.id}:${userId}`}))`);
  if (coupon.maxUsesPerUser !== null) {
    const used = await countRedemptions(tx, coupon.id, userId);
    if (used >= coupon.maxUsesPerUser) return enrolmentMessages.promoUsedByYou;
  }
  const [claimed] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.isActive, true),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
        sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
      ),
    )
    .returning({ id: coupons.id });
  if (!claimed) return enrolmentMessages.promoUsedUp;
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, paymentId });
  return null;
}

/** A rejected payment gives its coupon use back, so the learner can submit again with it. */
export async function releaseCoupon(tx: DbTransaction, paymentId: number): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.paymentId, paymentId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

/**
 * Records the coupon use of a paid online order, inside the transaction that marks it paid. The
 * rules were checked when the order was created and the learner has paid the discounted amount
 * since, so the use is counted even if the coupon ran out meanwhile; once per order.
 */
export async function recordOrderCouponUse(
  tx: DbTransaction,
  couponId: number,
  userId: number,
  orderId: number,
): Promise<void> {
  const [inserted] = await tx
    .insert(couponRedemptions)
    .values({ couponId, userId, orderId })
    .onConflictDoNothing({ target: couponRedemptions.orderId })
    .returning({ id: couponRedemptions.id });
  if (!inserted) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}
