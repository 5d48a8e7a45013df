import { randomUUID } from 'node:crypto';
import { LIVE_CLASS_UTC_OFFSET } from '@academy/contract/live-classes';
import type { Db } from '../db/client.ts';
import { liveClassAttendance, liveClasses as liveClassesTable } from '../db/schema/live-classes.ts';
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

/** Inserts the demo's live classes (series share an id) and who joined the past ones. */
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
