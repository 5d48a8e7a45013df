import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  liveClassEnd,
  liveClassMessages,
  recordingsModuleTitles,
  type liveClassRecordingSchema,
} from '@academy/contract/live-classes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { courseModules, lessons, lessonVideos } from '../../db/schema/course-content.ts';
import { liveClasses } from '../../db/schema/live-classes.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, nonFieldError } from '../../lib/http-errors.ts';
import type { LiveClassRow } from './live-class-presenter.ts';
import { liveClassColumns } from './live-class-queries.ts';
import { loadManaged, notifyLearners, type ScheduleDeps } from './schedule-service.ts';

export type AttachedRecording = { row: LiveClassRow; lessonId: number; moduleId: number };

/** The module named by the instructor, which must be of the class's course. */
async function chosenModule(tx: Db, courseId: number, moduleId: number): Promise<number> {
  const [module] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
  if (!module) throw fieldError('module_id', liveClassMessages.moduleNotInCourse);
  return module.id;
}

/** The course's 'Live class recordings' module (in either language), added last when missing. */
async function recordingsModule(tx: Db, courseId: number, actorId: number): Promise<number> {
  const [existing] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(
      and(
        eq(courseModules.courseId, courseId),
        inArray(courseModules.title, Object.values(recordingsModuleTitles)),
      ),
    )
    .orderBy(desc(courseModules.position))
    .limit(1);
  if (existing) return existing.id;
  const [actor] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, actorId));
  const [created] = await tx
    .insert(courseModules)
    .values({
      courseId,
      title: recordingsModuleTitles[actor?.language ?? 'en'],
      position: sql`(select coalesce(max(${courseModules.position}), 0) + 1
        from ${courseModules} where ${courseModules.courseId} = ${courseId})`,
    })
    .returning({ id: courseModules.id });
  return created!.id;
}

/**
 * POST /api/live-classes/{id}/recording/: once a class has ended, its instructor (or staff)
 * attaches the recording. In one transaction, the class row locked so a second attach waits and
 * is refused: a lesson with the video goes last into the chosen (or the recordings) module, the
 * course's lesson counters grow, the class points at the lesson, and each enrolled learner gets a
 * notification and (through the queued delivery job) a mail.
 */
export async function attachRecording(
  { db, jobs }: ScheduleDeps,
  actor: AccessClaims,
  liveClassId: number,
  input: z.output<typeof liveClassRecordingSchema>,
  now: Date,
): Promise<AttachedRecording> {
  const { row, access } = await loadManaged(db, actor, liveClassId);
  if (liveClassEnd(row.startsAt, row.durationMinutes) > now) {
    throw nonFieldError(liveClassMessages.notEndedYet);
  }
  const courseId = access.course.id;
  const attached = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ recordingLessonId: liveClasses.recordingLessonId })
      .from(liveClasses)
      .where(eq(liveClasses.id, row.id))
      .for('update');
    if (locked?.recordingLessonId != null) {
      throw nonFieldError(liveClassMessages.recordingAttached);
    }
    const moduleId = input.module_id
      ? await chosenModule(tx, courseId, input.module_id)
      : await recordingsModule(tx, courseId, actor.userId);
    const title = input.title || row.title;
    const [lesson] = await tx
      .insert(lessons)
      .values({
        moduleId,
        courseId,
        title,
        durationMinutes: row.durationMinutes,
        position: sql`(select coalesce(max(${lessons.position}), 0) + 1
          from ${lessons} where ${lessons.moduleId} = ${moduleId})`,
      })
      .returning({ id: lessons.id });
    await tx
      .insert(lessonVideos)
      .values({ lessonId: lesson!.id, title, url: input.video_link, position: 1 });
    await tx
      .update(courses)
      .set({
        lessonsCount: sql`${courses.lessonsCount} + 1`,
        totalMinutes: sql`${courses.totalMinutes} + ${row.durationMinutes}`,
      })
      .where(eq(courses.id, courseId));
    await tx
      .update(liveClasses)
      .set({ recordingLessonId: lesson!.id, recordingAttachedAt: now })
      .where(eq(liveClasses.id, row.id));
    const [updated] = await tx
      .select(liveClassColumns(actor.userId))
      .from(liveClasses)
      .innerJoin(courses, eq(courses.id, liveClasses.courseId))
      .where(eq(liveClasses.id, row.id));
    await notifyLearners(tx, jobs, actor.userId, {
      kind: 'recording',
      course: { id: courseId, title: access.course.title },
      sessions: [updated!],
    });
    return { row: updated!, lessonId: lesson!.id, moduleId };
  });
  return attached;
}
