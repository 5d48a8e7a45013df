import { eq } from 'drizzle-orm';
import { authoringMessages, type CourseForm } from '@academy/contract/authoring';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { DbTransaction, Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { categories, courses } from '../../db/schema/catalogue.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { saveCourseTree } from './course-tree-service.ts';

async function assertCategoryExists(tx: DbTransaction, categoryId: number) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) {
    throw fieldError(
      'category_id',
      authoringMessages.doesNotExist.replace('{id}', String(categoryId)),
    );
  }
}

/**
 * POST /api/create-course/: the course and its whole tree in one transaction. A new course is a
 * draft unless the instructor asks to publish it, so a first save never puts an unfinished
 * course on sale. Answers the new course id.
 */
export async function createCourse(db: Db, instructorId: number, form: CourseForm) {
  const courseId = await db.transaction(async (tx) => {
    await assertCategoryExists(tx, form.category_id);
    const status = form.status ?? 'draft';
    const [course] = await tx
      .insert(courses)
      .values({
        title: form.title,
        description: form.description,
        price: form.price,
        categoryId: form.category_id,
        instructorId,
        status,
        publishedAt: status === 'published' ? new Date() : null,
        resubmitAfterRelease: form.resubmit_after_release ?? false,
      })
      .returning({ id: courses.id });
    await saveCourseTree(tx, course!.id, form);
    return course!.id;
  });
  return courseId;
}

/**
 * PUT /api/edit-course/{id}/ (JSON): the course's fields and tree in one transaction, the course
 * row locked so two saves of one course run one after the other. The status is kept unless the
 * form names one. Staff editing someone else's course leave an audit entry.
 */
export async function updateCourse(
  db: Db,
  actor: AccessClaims,
  courseId: number,
  form: CourseForm,
): Promise<number> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        instructorId: courses.instructorId,
        status: courses.status,
        publishedAt: courses.publishedAt,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for('update');
    if (!current) throw notFound();
    await assertCategoryExists(tx, form.category_id);
    const status = form.status ?? current.status;
    await tx
      .update(courses)
      .set({
        title: form.title,
        description: form.description,
        price: form.price,
        categoryId: form.category_id,
        status,
        publishedAt:
          status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
        ...(form.resubmit_after_release === undefined
          ? {}
          : { resubmitAfterRelease: form.resubmit_after_release }),
      })
      .where(eq(courses.id, courseId));
    await saveCourseTree(tx, courseId, form);
    if (actor.userId !== current.instructorId) {
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        action: 'course.edit',
        entityType: 'course',
        entityId: courseId,
        details: { title: form.title, status },
      });
    }
  });
  return courseId;
}
