import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CourseForm } from '@academy/contract/authoring';
import type { DbTransaction } from '../../db/client.ts';
import { coursePrerequisites, courseOutcomes, courses } from '../../db/schema/catalogue.ts';
import {
  courseModules,
  lessonResources,
  lessonVideos,
  lessons,
} from '../../db/schema/course-content.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { planCourseTree, type PlannedLesson } from './course-tree-plan.ts';

/** Rows per INSERT, well under PostgreSQL's 65535 bind parameters. */
const INSERT_CHUNK = 1000;

function chunk<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    chunks.push(rows.slice(start, start + INSERT_CHUNK));
  }
  return chunks;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Writes a course's outcomes, prerequisites, modules, lessons, videos and resources as the form
 * says, inside the caller's transaction, with positions renumbered from 1 and the course's
 * lessons_count and total_minutes counters set. Kept modules and lessons are updated in place, so
 * progress on kept lessons survives; removed ones are deleted. Every step is a set-based statement:
 * the number of queries does not grow with the tree.
 */
export async function saveCourseTree(
  tx: DbTransaction,
  courseId: number,
  form: CourseForm,
): Promise<void> {
  // One after another: a transaction's queries share one connection.
  const storedModules = await tx
    .select({ id: courseModules.id, position: courseModules.position })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  const storedLessons = await tx
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      position: lessons.position,
      duration: lessons.durationMinutes,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const { plan, errors } = planCourseTree(form, storedModules, storedLessons);
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  // Modules: update kept ones in one statement, insert new ones in another.
  const keptModules = plan.modules.filter((module) => module.id !== null);
  if (keptModules.length > 0) {
    await tx.execute(sql`
      update ${courseModules} as m set title = v.title, position = v.position
      from (values ${values(keptModules.map((m) => sql`(${m.id}::integer, ${m.title}::text, ${m.position}::integer)`))})
        as v(id, title, position)
      where m.id = v.id and m.course_id = ${courseId}`);
  }
  const newModules = plan.modules.filter((module) => module.id === null);
  const moduleIdAt = new Map<number, number>(keptModules.map((m) => [m.position, m.id!]));
  if (newModules.length > 0) {
    const inserted = await tx
      .insert(courseModules)
      .values(newModules.map((m) => ({ courseId, title: m.title, position: m.position })))
      .returning({ id: courseModules.id, position: courseModules.position });
    // Positions are unique within the plan, so they tell the new rows apart.
    for (const row of inserted) moduleIdAt.set(row.position, row.id);
  }

  const plannedLessons = plan.modules.flatMap((module) =>
    module.lessons.map((lesson) => ({ ...lesson, moduleId: moduleIdAt.get(module.position)! })),
  );
  const keptLessons = plannedLessons.filter((lesson) => lesson.id !== null);
  if (keptLessons.length > 0) {
    // A kept lesson may move to another module of the same course (drag and drop).
    await tx.execute(sql`
      update ${lessons} as l
      set module_id = v.module_id, title = v.title, position = v.position, duration_minutes = v.duration
      from (values ${values(keptLessons.map((l) => sql`(${l.id}::integer, ${l.moduleId}::integer, ${l.title}::text, ${l.position}::integer, ${l.duration}::integer)`))})
        as v(id, module_id, title, position, duration)
      where l.id = v.id and l.course_id = ${courseId}`);
  }
  const lessonIdAt = new Map<string, number>(
    keptLessons.map((l) => [`${l.moduleId}:${l.position}`, l.id!]),
  );
  const newLessons = plannedLessons.filter((lesson) => lesson.id === null);
  for (const rows of chunk(newLessons)) {
    const inserted = await tx
      .insert(lessons)
      .values(
        rows.map((l) => ({
          moduleId: l.moduleId,
          courseId,
          title: l.title,
          position: l.position,
          durationMinutes: l.duration,
        })),
      )
      .returning({ id: lessons.id, moduleId: lessons.moduleId, position: lessons.position });
    for (const row of inserted) lessonIdAt.set(`${row.moduleId}:${row.position}`, row.id);
  }

  // Removed rows go after the moves, so a lesson moved out of a removed module is not cascaded.
  if (plan.removedLessonIds.length > 0) {
    await tx.delete(lessons).where(inArray(lessons.id, plan.removedLessonIds));
  }
  if (plan.removedModuleIds.length > 0) {
    await tx.delete(courseModules).where(inArray(courseModules.id, plan.removedModuleIds));
  }

  const lessonIdOf = (lesson: PlannedLesson & { moduleId: number }) =>
    lessonIdAt.get(`${lesson.moduleId}:${lesson.position}`)!;
  await replaceLinks(
    tx,
    courseId,
    plannedLessons.map((l) => ({ ...l, lessonId: lessonIdOf(l) })),
  );
  await replaceLines(tx, courseId, form);
  await tx
    .update(courses)
    .set({ lessonsCount: plan.lessonsCount, totalMinutes: plan.totalMinutes })
    .where(eq(courses.id, courseId));
}

/** Videos and resources carry no dependants: they are rewritten for the whole course at once. */
async function replaceLinks(
  tx: DbTransaction,
  courseId: number,
  planned: (PlannedLesson & { lessonId: number })[],
) {
  const ofCourse = tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  await tx.delete(lessonVideos).where(inArray(lessonVideos.lessonId, ofCourse));
  await tx.delete(lessonResources).where(inArray(lessonResources.lessonId, ofCourse));
  const videoRows = planned.flatMap((l) =>
    l.videos.map((v, index) => ({
      lessonId: l.lessonId,
      title: v.video_title,
      url: v.video_link,
      position: index + 1,
    })),
  );
  const resourceRows = planned.flatMap((l) =>
    l.resources.map((r, index) => ({
      lessonId: l.lessonId,
      title: r.resource_title,
      url: r.resource_link,
      position: index + 1,
    })),
  );
  for (const rows of chunk(videoRows)) await tx.insert(lessonVideos).values(rows);
  for (const rows of chunk(resourceRows)) await tx.insert(lessonResources).values(rows);
}

/** Outcomes and prerequisites are plain lines: rewritten in order. */
async function replaceLines(tx: DbTransaction, courseId: number, form: CourseForm) {
  await tx.delete(courseOutcomes).where(eq(courseOutcomes.courseId, courseId));
  await tx.delete(coursePrerequisites).where(eq(coursePrerequisites.courseId, courseId));
  if (form.outcomes.length > 0) {
    await tx
      .insert(courseOutcomes)
      .values(form.outcomes.map((title, index) => ({ courseId, title, position: index + 1 })));
  }
  if (form.prerequisites.length > 0) {
    await tx
      .insert(coursePrerequisites)
      .values(form.prerequisites.map((title, index) => ({ courseId, title, position: index + 1 })));
  }
}
