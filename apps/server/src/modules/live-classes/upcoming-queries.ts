import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { liveClasses } from '../../db/schema/live-classes.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { LiveClassRow } from './live-class-presenter.ts';
import { liveClassColumns, notEndedBy } from './live-class-queries.ts';

/** The dashboard shows the next few; the course's Stream has the full schedule. */
export const UPCOMING_ACROSS_COURSES = 10;

/**
 * Other coming classes of the same weekly series after this one (0 for a single class); and
 * whether an earlier coming class of its series exists, which leaves this one out of the list.
 */
const laterInSeries = sql<number>`(select count(*)::int from ${liveClasses} o
  where o.series_id = "live_classes"."series_id" and o.status = 'scheduled'
    and (o.starts_at, o.id) > ("live_classes"."starts_at", "live_classes"."id"))`;
const isNextOfSeries = (now: Date) => sql`("live_classes"."series_id" is null or not exists (
  select 1 from ${liveClasses} o
  where o.series_id = "live_classes"."series_id" and o.status = 'scheduled'
    and o.starts_at + o.duration_minutes * interval '1 minute' > ${now}
    and (o.starts_at, o.id) < ("live_classes"."starts_at", "live_classes"."id")))`;

/**
 * The reader's coming live classes across the courses they are enrolled in or teach, soonest
 * first, cancelled ones left out; a weekly series once, at its next class, with how many more of
 * it are to come (ten 'Weekly office hours' would otherwise fill the dashboard). Each row says
 * whether the reader manages it.
 */
export async function listUpcomingForUser(
  db: Db,
  userId: number,
  now: Date,
): Promise<(LiveClassRow & { instructorId: number; moreInSeries: number })[]> {
  const enrolled = db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return db
    .select({
      ...liveClassColumns(userId),
      instructorId: courses.instructorId,
      moreInSeries: laterInSeries,
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(
      and(
        or(inArray(liveClasses.courseId, enrolled), eq(courses.instructorId, userId)),
        eq(liveClasses.status, 'scheduled'),
        notEndedBy(now),
        isNextOfSeries(now),
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(UPCOMING_ACROSS_COURSES);
}

/** A course's coming classes as a visitor may see them: times only. 404 for unlisted courses. */
export async function listPublicSchedule(db: Db, courseId: number, now: Date) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), ne(courses.status, 'draft')));
  if (!course) throw notFound();
  return db
    .select({ startsAt: liveClasses.startsAt, durationMinutes: liveClasses.durationMinutes })
    .from(liveClasses)
    .where(
      and(eq(liveClasses.courseId, courseId), eq(liveClasses.status, 'scheduled'), notEndedBy(now)),
    )
    .orderBy(asc(liveClasses.startsAt))
    .limit(UPCOMING_SCHEDULE);
}

const UPCOMING_SCHEDULE = 20;
