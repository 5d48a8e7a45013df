import type { Db } from '../db/client.ts';
import {
  coupons as couponsTable,
  discountCourses,
  discounts as discountsTable,
} from '../db/schema/pricing.ts';
import { coupons } from './content/coupons.ts';
import { discounts } from './content/discounts.ts';
import type { DemoClock } from './demo-clock.ts';

/** Inserts the staff discounts with the courses they cover, and the promo-code coupons. */
export async function insertPricing(tx: Db, clock: DemoClock): Promise<void> {
  await tx.insert(discountsTable).values(
    discounts.map((discount) => ({
      id: discount.id,
      name: discount.name,
      discountType: discount.discountType,
      value: discount.value,
      endDate: discount.endsInDays === null ? null : clock.daysFromNow(discount.endsInDays),
      isActive: discount.isActive,
    })),
  );
  await tx.insert(discountCourses).values(
    discounts.flatMap((discount) =>
      discount.courseIds.map((courseId) => ({
        discountId: discount.id,
        courseId,
        priceAfterDiscount: discount.priceAfterDiscount[courseId] ?? null,
      })),
    ),
  );

  // used_count starts at zero; insertEnrolments counts the seeded redemptions into it.
  await tx.insert(couponsTable).values(
    coupons.map((coupon) => ({
      id: coupon.id,
      code: coupon.code.toUpperCase(),
      name: coupon.name,
      description: coupon.description,
      discountType: coupon.discountType,
      value: coupon.value,
      courseId: coupon.courseId,
      expiresAt: coupon.expiresInDays === null ? null : clock.daysFromNow(coupon.expiresInDays),
      maxUses: coupon.maxUses,
      maxUsesPerUser: coupon.maxUsesPerUser,
      isActive: coupon.isActive,
    })),
  );
}
