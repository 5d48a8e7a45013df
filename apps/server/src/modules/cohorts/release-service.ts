import { asc, eq } from 'drizzle-orm';
import type { ReleaseRule, ReleaseSchedule } from '@academy/contract/cohorts';
import type { Db } from '../../db/client.ts';
import { courseModules, lessons } from '../../db/schema/course-content.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertManages } from './cohorts-service.ts';

const asRule = (row: { opensAfterDays: number | null; opensOn: string | null }): ReleaseRule => ({
  opens_after_days: row.opensAfterDays,
  opens_on: row.opensOn,
});

/** GET /api/courses/{id}/release-schedule/: every module and lesson with its rule, in order. */
export async function readReleaseSchedule(
  db: Db,
  user: AccessClaims,
  courseId: number,
): Promise<ReleaseSchedule> {
  await assertManages(db, user, courseId);
  const modules = await db
    .select()
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return {
    modules: modules.map((module) => ({
      module_id: module.id,
      module_title: module.title,
      ...asRule(module),
      lessons: rows
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ lesson_id: lesson.id, lesson_title: lesson.title, ...asRule(lesson) })),
    })),
  };
}

const columnsOf = (rule: ReleaseRule) => ({
  opensAfterDays: rule.opens_after_days,
  opensOn: rule.opens_on,
});

/** PUT /api/modules/{id}/release/ and /api/lessons/{id}/release/: its course's instructor or staff. */
export async function setReleaseRule(
  db: Db,
  user: AccessClaims,
  target: { kind: 'module' | 'lesson'; id: number },
  rule: ReleaseRule,
): Promise<ReleaseRule> {
  const table = target.kind === 'module' ? courseModules : lessons;
  const [row] = await db
    .select({ courseId: table.courseId })
    .from(table)
    .where(eq(table.id, target.id));
  if (!row) throw notFound();
  await assertManages(db, user, row.courseId);
  const [saved] = await db
    .update(table)
    .set(columnsOf(rule))
    .where(eq(table.id, target.id))
    .returning({ opensAfterDays: table.opensAfterDays, opensOn: table.opensOn });
  return asRule(saved!);
}
