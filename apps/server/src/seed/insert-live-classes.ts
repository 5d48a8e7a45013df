import { randomUUID } from 'node:crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LIVE_CLASS_UTC_OFFSET, recordingsModuleTitles } from '@academy/contract/live-classes';
import type { Db } from '../db/client.ts';
import { courseModules, lessons, lessonVideos } from '../db/schema/course-content.ts';
import { liveClassAttendance, liveClasses as liveClassesTable } from '../db/schema/live-classes.ts';
import type { SeedLiveClass } from './content/live-classes.ts';
import { liveClasses } from './content/live-classes.ts';
import { userIds } from './content/people.ts';
import type { DemoClock } from './demo-clock.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The Bangladesh calendar date `days` from the seeding day, at `time` there. */
function dhakaTime(clock: DemoClock, days: number, time: string): Date {
  const dhakaDate = new Date(clock.now.getTime() + 6 * 60 * 60 * 1000 + days * dayMs)
    .toISOString()
    .slice(0, 10);
  return new Date(`${dhakaDate}T${time}:00${LIVE_CLASS_UTC_OFFSET}`);
}

/** The seed writes its ids itself (the sequences are moved past them at the end). */
const nextId = (column: AnyPgColumn) =>
  sql<number>`(select coalesce(max(${column}), 0) + 1 from ${sql.identifier(getTableName(column.table))})`;

/**
 * A past class's recording as the instructor attaches it: the last lesson of a new 'Live class
 * recordings' module of its course (the course counters are recounted after the seed).
 */
async function attachRecording(
  tx: Db,
  seed: SeedLiveClass,
  liveClassId: number,
  endedAt: Date,
  url: string,
) {
  const [module] = await tx
    .insert(courseModules)
    .values({
      id: nextId(courseModules.id),
      courseId: seed.courseId,
      title: recordingsModuleTitles.en,
      position: sql`(select coalesce(max(${courseModules.position}), 0) + 1
        from ${courseModules} where ${courseModules.courseId} = ${seed.courseId})`,
    })
    .returning({ id: courseModules.id });
  const [lesson] = await tx
    .insert(lessons)
    .values({
      id: nextId(lessons.id),
      moduleId: module!.id,
      courseId: seed.courseId,
      title: seed.title,
      position: 1,
      durationMinutes: seed.durationMinutes,
    })
    .returning({ id: lessons.id });
  await tx
    .insert(lessonVideos)
    .values({ lessonId: lesson!.id, title: seed.title, url, position: 1 });
  await tx
    .update(liveClassesTable)
    .set({
      recordingLessonId: lesson!.id,
      recordingAttachedAt: new Date(endedAt.getTime() + 3 * 60 * 60_000),
    })
    .where(eq(liveClassesTable.id, liveClassId));
}

/**
 * Inserts the demo's live classes (series share an id), who joined the past ones, and the
 * recording of the one that has it.
 */
export async function insertLiveClasses(tx: Db, clock: DemoClock): Promise<void> {
  for (const seed of liveClasses) {
    const seriesId = seed.weeklyCount > 1 ? randomUUID() : null;
    const rows = await tx
      .insert(liveClassesTable)
      .values(
        Array.from({ length: seed.weeklyCount }, (_, week) => ({
          courseId: seed.courseId,
          seriesId,
          title: seed.title,
          description: seed.description,
          startsAt: dhakaTime(clock, seed.dayOffset + week * 7, seed.time),
          durationMinutes: seed.durationMinutes,
          meetingUrl: seed.meetingUrl,
          createdBy: userIds.instructor,
          createdAt: clock.daysAgo(Math.max(1, 14 - seed.dayOffset)),
        })),
      )
      .returning({ id: liveClassesTable.id, startsAt: liveClassesTable.startsAt });
    if (seed.recordingUrl) {
      const ended = new Date(rows[0]!.startsAt.getTime() + seed.durationMinutes * 60_000);
      await attachRecording(tx, seed, rows[0]!.id, ended, seed.recordingUrl);
    }
    if (seed.attendees.length === 0) continue;
    await tx.insert(liveClassAttendance).values(
      seed.attendees.map((userId, index) => ({
        liveClassId: rows[0]!.id,
        userId,
        joinedAt: new Date(rows[0]!.startsAt.getTime() - (5 - index) * 60_000),
      })),
    );
  }
}
