import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { calendarFeeds, liveClasses } from '../../db/schema/live-classes.ts';
import type { CalendarEvent } from './calendar-ics.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A feed keeps classes from this long ago, so a calendar does not lose last week's. */
const FEED_HISTORY_MS = 30 * 24 * 60 * 60_000;
/** Far more than any learner's courses hold; a feed never grows without bound. */
const FEED_LIMIT = 500;

/** When the reader's feed was made, or null without one. */
export async function readCalendarFeed(db: Db, userId: number) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ?? null;
}

/** Makes a new secret feed token for the user, revoking the one before; answers the token. */
export async function renewCalendarFeed(db: Db, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  return { token, createdAt: now };
}

/** Revokes the user's feed: its address stops answering. */
export async function revokeCalendarFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed token, or null when it is unknown or revoked. */
export async function findFeedOwner(db: Db, token: string): Promise<number | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return feed?.userId ?? null;
}

const eventColumns = {
  id: liveClasses.id,
  title: liveClasses.title,
  description: liveClasses.description,
  courseTitle: courses.title,
  startsAt: liveClasses.startsAt,
  durationMinutes: liveClasses.durationMinutes,
  status: liveClasses.status,
  updatedAt: liveClasses.updatedAt,
};

/** Every class of the courses the user follows or teaches, from a month ago on. */
export async function listFeedEvents(db: Db, userId: number, now: Date): Promise<CalendarEvent[]> {
  const enrolled = db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return db
    .select(eventColumns)
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(
      and(
        or(inArray(liveClasses.courseId, enrolled), eq(courses.instructorId, userId)),
        gt(liveClasses.startsAt, new Date(now.getTime() - FEED_HISTORY_MS)),
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(FEED_LIMIT);
}

/** One class as an event (visibility is checked by the caller). */
export async function readEvent(db: Db, liveClassId: number): Promise<CalendarEvent | null> {
  const [event] = await db
    .select(eventColumns)
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(eq(liveClasses.id, liveClassId));
  return event ?? null;
}
