import { and, eq } from 'drizzle-orm';
import { joinOpensAt, liveClassEnd, liveClassMessages } from '@academy/contract/live-classes';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { liveClassAttendance, liveClasses } from '../../db/schema/live-classes.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { consumeTicket } from '../events/tickets.ts';
import {
  canManageLiveClasses,
  canSeeLiveClasses,
  joinVerdict,
  type JoinVerdict,
} from './policies.ts';

/** Where the join route sends the browser: the meeting, or back to the class page with why not. */
export type JoinOutcome =
  { kind: 'meeting'; url: string } | { kind: 'page'; reason: JoinVerdict | 'expired' };

/**
 * GET /api/live-classes/{id}/join/?ticket=: the only place the meeting link is read. The ticket
 * (single use, 60 s, issued for this class by join-ticket/) names the user; they must be enrolled (or manage the course) and it must be
 * within the window. A learner's attendance is recorded before the redirect.
 */
export async function joinLiveClass(
  db: Db,
  liveClassId: number,
  ticket: string | undefined,
  now: Date,
): Promise<JoinOutcome> {
  const [session] = await db
    .select({
      id: liveClasses.id,
      courseId: liveClasses.courseId,
      startsAt: liveClasses.startsAt,
      durationMinutes: liveClasses.durationMinutes,
      status: liveClasses.status,
      meetingUrl: liveClasses.meetingUrl,
      instructorId: courses.instructorId,
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(eq(liveClasses.id, liveClassId));
  if (!session) throw notFound();
  const userId = ticket
    ? await consumeTicket(db, ticket, { kind: 'live_class_join', liveClassId: session.id })
    : null;
  if (userId === null) return { kind: 'page', reason: 'expired' };
  const [reader] = await db
    .select({ role: users.role, enrollmentId: enrollments.id })
    .from(users)
    .leftJoin(
      enrollments,
      and(eq(enrollments.userId, users.id), eq(enrollments.courseId, session.courseId)),
    )
    .where(eq(users.id, userId));
  if (!reader) return { kind: 'page', reason: 'expired' };
  const user = { userId, role: reader.role };
  const isEnrolled = reader.enrollmentId !== null;
  if (!canSeeLiveClasses(user, session, isEnrolled)) throw forbidden(liveClassMessages.notEnrolled);
  const isHost = canManageLiveClasses(user, session);
  const verdict = joinVerdict(
    {
      status: session.status,
      opensAt: joinOpensAt(session.startsAt, isHost),
      endsAt: liveClassEnd(session.startsAt, session.durationMinutes),
    },
    now,
  );
  if (verdict !== 'open') return { kind: 'page', reason: verdict };
  if (isEnrolled && !isHost) {
    await db
      .insert(liveClassAttendance)
      .values({ liveClassId: session.id, userId, joinedAt: now })
      .onConflictDoNothing();
  }
  return { kind: 'meeting', url: session.meetingUrl };
}
