import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { liveClassLimits, liveClassMessages } from '@academy/contract/live-classes';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { liveClassAttendance, liveClasses } from '../../db/schema/live-classes.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { LiveClassRow } from './live-class-presenter.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';
import { canSeeLiveClasses } from './policies.ts';

/** Columns of a live class as presenters read it, for one reader (their attendance). */
export function liveClassColumns(viewerId: number) {
  return {
    id: liveClasses.id,
    courseId: liveClasses.courseId,
    courseTitle: courses.title,
    seriesId: liveClasses.seriesId,
    title: liveClasses.title,
    description: liveClasses.description,
    startsAt: liveClasses.startsAt,
    durationMinutes: liveClasses.durationMinutes,
    status: liveClasses.status,
    recordingLessonId: liveClasses.recordingLessonId,
    meetingHost: sql<
      string | null
    >`substring(${liveClasses.meetingUrl} from '^https://([^/:?#]+)')`,
    // The outer column written out in full: drizzle leaves columns unqualified inside sql``,
    // where a bare "id" would be the attendance row's own.
    attended: sql<boolean>`exists (select 1 from ${liveClassAttendance} a
      where a.live_class_id = "live_classes"."id" and a.user_id = ${viewerId})`,
  };
}

/** The end of a live class, as SQL. */
export const liveClassEndsAt = sql`(${liveClasses.startsAt} + ${liveClasses.durationMinutes} * interval '1 minute')`;

/** `ends_at > now` for a live class, written so the (course_id, starts_at) index narrows it. */
export function notEndedBy(now: Date) {
  const earliestStart = new Date(now.getTime() - liveClassLimits.durationMaxMinutes * 60_000);
  return and(gt(liveClasses.startsAt, earliestStart), sql`${liveClassEndsAt} > ${now}`);
}

/** A class held (still scheduled, not cancelled) that ended by `endedBy` and has no recording yet. */
export function heldWithoutRecording(endedBy: Date) {
  return and(
    eq(liveClasses.status, 'scheduled'),
    isNull(liveClasses.recordingLessonId),
    sql`${liveClassEndsAt} <= ${endedBy.toISOString()}::timestamptz`,
  );
}

/** The course, 404 without it, and 403 unless the reader is enrolled or manages the course. */
export async function loadVisibleCourse(db: Db, user: AccessClaims, courseId: number) {
  const access = await loadCourseMembership(db, user, courseId);
  if (!canSeeLiveClasses(user, access.course, access.isEnrolled)) {
    throw forbidden(liveClassMessages.notEnrolled);
  }
  return access;
}

/** The course's sessions that have not ended yet, soonest first (a schedule is a bounded list). */
export async function listUpcomingLiveClasses(
  db: Db,
  courseId: number,
  viewerId: number,
  now: Date,
): Promise<LiveClassRow[]> {
  return db
    .select(liveClassColumns(viewerId))
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(and(eq(liveClasses.courseId, courseId), notEndedBy(now)))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(UPCOMING_LIMIT);
}

/** More than a year of weekly sessions at once is never shown. */
const UPCOMING_LIMIT = 100;

/** One live class for the reader, with the access they have to its course; 404 when missing. */
export async function loadLiveClass(db: Db, user: AccessClaims, liveClassId: number) {
  const [row] = await db
    .select(liveClassColumns(user.userId))
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(eq(liveClasses.id, liveClassId));
  if (!row) throw notFound();
  const access = await loadVisibleCourse(db, user, row.courseId);
  return { row, access };
}
