import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { fieldError } from '../../lib/http-errors.ts';

/** Refuses (field module_id) a module that is not one of the course's; null is the course. */
export async function checkModule(
  tx: DbTransaction,
  courseId: number,
  moduleId: number | null,
  message: string,
): Promise<void> {
  if (moduleId === null) return;
  const [module] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
  if (!module) throw fieldError('module_id', message);
}
