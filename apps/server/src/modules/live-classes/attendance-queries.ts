import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { RECORDING_DUE_HOURS } from '@academy/contract/live-classes';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { liveClassAttendance, liveClasses } from '../../db/schema/live-classes.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { heldWithoutRecording, liveClassColumns, liveClassEndsAt } from './live-class-queries.ts';
import { fullName } from '../accounts/account-queries.ts';

/** Learners who joined the outer live class (columns written out, as drizzle leaves them bare). */
const attendeeCount = sql<number>`(select count(*) from ${liveClassAttendance} a
  where a.live_class_id = "live_classes"."id")`.mapWith(Number);

/**
 * A course's classes that have ended, latest first, with their attendee counts, the reader's own
 * attendance and the reader's totals over the held ones: one statement (window aggregates).
 */
export async function listPastLiveClasses(
  db: Db,
  courseId: number,
  viewerId: number,
  now: Date,
  window: PageWindow,
) {
  const columns = liveClassColumns(viewerId);
  const held = sql`("live_classes"."status" = 'scheduled')`;
  const rows = await db
    .select({
      ...columns,
      attendeeCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${held}) over ()`.mapWith(Number),
      attendedHeld:
        sql<number>`count(*) filter (where ${held} and ${columns.attended}) over ()`.mapWith(
          Number,
        ),
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(
      and(
        eq(liveClasses.courseId, courseId),
        sql`${liveClassEndsAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(liveClasses.startsAt), desc(liveClasses.id))
    .limit(window.limit)
    .offset(window.offset);
  const first = rows[0];
  return {
    rows,
    count: first?.total ?? 0,
    myAttendance: { attended: first?.attendedHeld ?? 0, held: first?.held ?? 0 },
  };
}

/** A class's enrolled learners, those who joined first (by time), then the others by name. */
export async function listClassAttendees(
  db: Db,
  liveClassId: number,
  courseId: number,
  window: PageWindow,
) {
  const rows = await db
    .select({
      userId: users.id,
      name: fullName,
      joinedAt: liveClassAttendance.joinedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      joined: sql<number>`count(${liveClassAttendance.userId}) over ()`.mapWith(Number),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(
      liveClassAttendance,
      and(
        eq(liveClassAttendance.userId, enrollments.userId),
        eq(liveClassAttendance.liveClassId, liveClassId),
      ),
    )
    .where(eq(enrollments.courseId, courseId))
    .orderBy(
      sql`${liveClassAttendance.joinedAt} asc nulls last`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return { rows, count: rows[0]?.total ?? 0, joined: rows[0]?.joined ?? 0 };
}

/** Each enrolled learner's attendance over the course's held classes, lowest first. */
export async function listCourseAttendance(
  db: Db,
  courseId: number,
  now: Date,
  window: PageWindow,
) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const attended = sql<number>`(select count(*) from ${liveClassAttendance} a
    join ${liveClasses} lc on lc.id = a.live_class_id
    where a.user_id = ${users.id} and lc.course_id = ${courseId} and lc.status = 'scheduled'
      and lc.starts_at + lc.duration_minutes * interval '1 minute' <= ${nowSql})`.mapWith(Number);
  const held = sql<number>`(select count(*) from ${liveClasses} lc
    where lc.course_id = ${courseId} and lc.status = 'scheduled'
      and lc.starts_at + lc.duration_minutes * interval '1 minute' <= ${nowSql})`.mapWith(Number);
  const rows = await db
    .select({
      userId: users.id,
      name: fullName,
      attended,
      held,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(attended), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, count: rows[0]?.total ?? 0 };
}

/** Held classes still without a recording more than 24 hours after their end, oldest first. */
export async function listOverdueRecordings(db: Db, now: Date, window: PageWindow) {
  const dueBefore = new Date(now.getTime() - RECORDING_DUE_HOURS * 3_600_000);
  const rows = await db
    .select({
      id: liveClasses.id,
      courseId: liveClasses.courseId,
      courseTitle: courses.title,
      instructorName: fullName,
      title: liveClasses.title,
      startsAt: liveClasses.startsAt,
      durationMinutes: liveClasses.durationMinutes,
      attendeeCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(heldWithoutRecording(dueBefore))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, count: rows[0]?.total ?? 0 };
}
