import { desc, eq, inArray, sql } from 'drizzle-orm';
import { adminMessages, type discountInputSchema } from '@academy/contract/admin';
import type { z } from 'zod';
import type { Db, DbTransaction } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { discountCourses, discounts } from '../../db/schema/pricing.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { recordAudit, saveAudited } from './audit.ts';

type DiscountInput = z.output<typeof discountInputSchema>;

const discountColumns = {
  id: discounts.id,
  name: discounts.name,
  discountType: discounts.discountType,
  value: discounts.value,
  endDate: discounts.endDate,
  isActive: discounts.isActive,
  createdAt: discounts.createdAt,
  // The covered courses and their sale prices, aggregated per discount in the same query.
  courses: sql<{ course_id: number; price_after_discount: string | null }[] | string>`(
    select coalesce(json_agg(json_build_object('course_id', dc.course_id,
      'price_after_discount', dc.price_after_discount::text) order by dc.course_id), '[]'::json)
    from discount_courses dc where dc.discount_id = "discounts"."id")`,
};

/** Every discount, newest first, including ended and switched-off ones. */
export async function listAdminDiscounts(db: Db, id?: number) {
  const query = db.select(discountColumns).from(discounts);
  return (id === undefined ? query : query.where(eq(discounts.id, id))).orderBy(
    desc(discounts.createdAt),
    desc(discounts.id),
  );
}
export type AdminDiscountRow = Awaited<ReturnType<typeof listAdminDiscounts>>[number];

/** Every named course must exist; the message names the first one that does not. */
export async function assertCoursesExist(
  tx: DbTransaction,
  ids: number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw badRequest({ [field]: [adminMessages.unknownCourse.replace('{id}', String(missing))] });
  }
}

/** Creates (id null) or replaces a discount and its courses in one transaction, audited. */
export async function saveDiscount(
  db: Db,
  actorId: number,
  id: number | null,
  input: DiscountInput,
) {
  const courseIds = [...new Set(input.courses)];
  const savedId = await db.transaction(async (tx) => {
    await assertCoursesExist(tx, courseIds, 'courses');
    const values = {
      name: input.name,
      discountType: input.discount_type,
      value: input.value,
      endDate: input.end_date ? new Date(input.end_date) : null,
      isActive: input.is_active,
    };
    const discountId = await saveAudited(tx, discounts, {
      actorId,
      entityType: 'discount',
      id,
      values,
      details: { ...input, courses: courseIds },
    });
    await tx.delete(discountCourses).where(eq(discountCourses.discountId, discountId));
    if (courseIds.length > 0) {
      await tx.insert(discountCourses).values(
        courseIds.map((courseId) => ({
          discountId,
          courseId,
          priceAfterDiscount: input.price_after_discount[String(courseId)] ?? null,
        })),
      );
    }
    return discountId;
  });
  const [saved] = await listAdminDiscounts(db, savedId);
  return saved!;
}

export async function deleteDiscount(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(discounts)
      .where(eq(discounts.id, id))
      .returning({ name: discounts.name });
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'discount.delete',
      entityType: 'discount',
      entityId: id,
      details: { name: row.name },
    });
  });
}
