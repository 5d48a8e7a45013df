import { asc, eq, sql } from 'drizzle-orm';
import { adminMessages, type categoryInputSchema } from '@academy/contract/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories, courses } from '../../db/schema/catalogue.ts';
import { badRequest, detailError, notFound } from '../../lib/http-errors.ts';
import { recordAudit, saveAudited } from './audit.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';

type CategoryInput = z.output<typeof categoryInputSchema>;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameBn: categories.nameBn,
  slug: categories.slug,
  position: categories.position,
  coursesCount: sql<number>`(select count(*)::int from courses c where c.category_id = "categories"."id")`,
};

/** Every category in display order, with how many courses it holds. */
export async function listAdminCategories(db: Db) {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}
export type AdminCategoryRow = Awaited<ReturnType<typeof listAdminCategories>>[number];

async function findCategory(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound();
  return row;
}

/** Name and slug are unique; the constraint decides, so two staff saving at once cannot clash. */
function uniqueFieldError(error: unknown) {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'categories_name_unique') {
    return badRequest({ name: [adminMessages.categoryNameTaken] });
  }
  if (constraint === 'categories_slug_unique') {
    return badRequest({ slug: [adminMessages.categorySlugTaken] });
  }
  return error;
}

/** Creates (id null) or updates a category, audited. */
export async function saveCategory(
  db: Db,
  actorId: number,
  id: number | null,
  input: CategoryInput,
) {
  const savedId = await db
    .transaction(async (tx) => {
      return saveAudited(tx, categories, {
        actorId,
        entityType: 'category',
        id,
        values: {
          name: input.name,
          nameBn: input.name_bn,
          slug: input.slug,
          position: input.position,
        },
        details: { ...input },
      });
    })
    .catch((error: unknown) => {
      throw uniqueFieldError(error);
    });
  return findCategory(db, savedId);
}

/** Deletes an empty category; one still holding courses is refused (409). */
export async function deleteCategory(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!row) throw notFound();
    const [used] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.categoryId, id))
      .limit(1);
    if (used) throw detailError(409, adminMessages.categoryHasCourses);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      details: { name: row.name },
    });
  });
}
