import { desc, eq } from 'drizzle-orm';
import { adminMessages, type couponInputSchema } from '@academy/contract/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons } from '../../db/schema/pricing.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { recordAudit, saveAudited } from './audit.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { assertCoursesExist } from './discount-settings-service.ts';

type CouponInput = z.output<typeof couponInputSchema>;

/** Every coupon, newest first, with the title of the course it is limited to. */
export async function listAdminCoupons(db: Db, id?: number) {
  const query = db
    .select({ coupon: coupons, courseTitle: courses.title })
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId));
  return (id === undefined ? query : query.where(eq(coupons.id, id))).orderBy(
    desc(coupons.createdAt),
    desc(coupons.id),
  );
}
export type AdminCouponRow = Awaited<ReturnType<typeof listAdminCoupons>>[number];

/** Creates (id null) or updates a coupon, audited. Codes are unique, stored uppercase. */
export async function saveCoupon(db: Db, actorId: number, id: number | null, input: CouponInput) {
  const savedId = await db
    .transaction(async (tx) => {
      if (input.course_id !== null) await assertCoursesExist(tx, [input.course_id], 'course_id');
      const values = {
        code: input.code,
        name: input.name,
        description: input.description,
        discountType: input.discount_type,
        value: input.value,
        courseId: input.course_id,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        maxUses: input.max_uses ?? null,
        maxUsesPerUser: input.max_uses_per_user ?? null,
        isActive: input.is_active,
      };
      return saveAudited(tx, coupons, {
        actorId,
        entityType: 'coupon',
        id,
        values,
        details: { ...input },
      });
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === 'coupons_code_unique') {
        throw badRequest({ code: [adminMessages.couponCodeTaken] });
      }
      throw error;
    });
  const [saved] = await listAdminCoupons(db, savedId);
  return saved!;
}

/** Deletes a coupon; payments keep the code they were made with (coupon_code). */
export async function deleteCoupon(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(coupons)
      .where(eq(coupons.id, id))
      .returning({ code: coupons.code });
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'coupon.delete',
      entityType: 'coupon',
      entityId: id,
      details: { code: row.code },
    });
  });
}
