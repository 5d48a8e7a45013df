import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { liveClassDraftSchema, liveClassEditSchema } from '@academy/contract/live-classes';
import {
  liveClassEnd,
  liveClassMessages,
  type LiveClassScope,
} from '@academy/contract/live-classes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { liveClasses } from '../../db/schema/live-classes.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, nonFieldError } from '../../lib/http-errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { insertNotifications } from '../notifications/notify-users.ts';
import { queueLiveClassChange } from './live-class-delivery.ts';
import type { LiveClassRow } from './live-class-presenter.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';
import { liveClassColumns, loadLiveClass } from './live-class-queries.ts';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** What a change did: the sessions as they are now (moved: their new times). */
export type LiveClassChange = {
  kind: 'scheduled' | 'moved' | 'cancelled' | 'recording';
  course: { id: number; title: string };
  sessions: LiveClassRow[];
};

export type ScheduleDeps = { db: Db; jobs: Jobs };

/**
 * Inside the change's transaction: one 'live_class' notification per enrolled learner (never the
 * actor), and the job that pushes them and mails a move or cancellation.
 */
export async function notifyLearners(
  db: Db,
  jobs: Jobs,
  actorId: number,
  change: LiveClassChange,
): Promise<LiveClassChange> {
  const learners = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, change.course.id), ne(enrollments.userId, actorId)));
  const first = change.sessions[0];
  const notices = first
    ? await insertNotifications(
        db,
        learners.map((learner) => learner.userId),
        {
          type: 'live_class',
          text: {
            key: `live_class_${change.kind}`,
            params: { course: change.course.title, title: first.title },
          },
          course_id: change.course.id,
        },
      )
    : [];
  if (first && notices.length > 0) {
    await queueLiveClassChange(jobs, db, {
      changeId: randomUUID(),
      kind: change.kind,
      courseId: change.course.id,
      courseTitle: change.course.title,
      title: first.title,
      startTimes: change.sessions.map((session) => session.startsAt.toISOString()),
      notificationIds: notices.map((notice) => notice.id),
    });
  }
  return change;
}

function assertFuture(startsAt: Date, now: Date) {
  if (startsAt.getTime() <= now.getTime()) {
    throw fieldError('starts_at', liveClassMessages.startInPast);
  }
}

/**
 * POST /api/courses/{id}/live-classes/: one session, or a weekly series created in one
 * transaction (every session shares a series id); enrolled learners get one notification.
 */
export async function scheduleLiveClasses(
  { db, jobs }: ScheduleDeps,
  actor: AccessClaims,
  courseId: number,
  draft: z.output<typeof liveClassDraftSchema>,
  now: Date,
): Promise<LiveClassChange> {
  const { course, canManage } = await loadCourseMembership(db, actor, courseId);
  if (!canManage) throw forbidden(liveClassMessages.notYourCourse);
  const firstStart = new Date(draft.starts_at);
  assertFuture(firstStart, now);
  const seriesId = draft.weekly_count > 1 ? randomUUID() : null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(liveClasses)
      .values(
        Array.from({ length: draft.weekly_count }, (_, week) => ({
          courseId: course.id,
          seriesId,
          title: draft.title,
          description: draft.description,
          startsAt: new Date(firstStart.getTime() + week * WEEK_MS),
          durationMinutes: draft.duration_minutes,
          meetingUrl: draft.meeting_url,
          createdBy: actor.userId,
        })),
      )
      .returning({ id: liveClasses.id });
    const sessions = await readSessions(
      tx,
      actor.userId,
      inserted.map((row) => row.id),
    );
    return notifyLearners(tx, jobs, actor.userId, { kind: 'scheduled', course, sessions });
  });
}

async function readSessions(db: Db, viewerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(liveClassColumns(viewerId))
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(inArray(liveClasses.id, ids))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
}

/** The session alone, or it and the later sessions of its series still scheduled. */
async function sessionsInScope(db: Db, row: LiveClassRow, scope: LiveClassScope) {
  if (scope === 'one' || row.seriesId === null) return [row.id];
  const rows = await db
    .select({ id: liveClasses.id })
    .from(liveClasses)
    .where(
      and(
        eq(liveClasses.seriesId, row.seriesId),
        gte(liveClasses.startsAt, row.startsAt),
        eq(liveClasses.status, 'scheduled'),
      ),
    );
  return rows.map((session) => session.id);
}

export async function loadManaged(db: Db, actor: AccessClaims, liveClassId: number) {
  const loaded = await loadLiveClass(db, actor, liveClassId);
  if (!loaded.access.canManage) throw forbidden(liveClassMessages.notYourCourse);
  if (loaded.row.status === 'cancelled') throw nonFieldError(liveClassMessages.cancelled);
  return loaded;
}

/**
 * PUT /api/live-classes/{id}/: edits one session or it and the following ones of its series. A
 * new start moves each of them by the same amount and must lie in the future; learners are told
 * when a session moved.
 */
export async function editLiveClass(
  { db, jobs }: ScheduleDeps,
  actor: AccessClaims,
  liveClassId: number,
  edit: z.output<typeof liveClassEditSchema>,
  now: Date,
): Promise<LiveClassChange> {
  const { row, access } = await loadManaged(db, actor, liveClassId);
  const newStart = new Date(edit.starts_at);
  const shiftMs = newStart.getTime() - row.startsAt.getTime();
  if (shiftMs !== 0) assertFuture(newStart, now);
  return db.transaction(async (tx) => {
    const ids = await sessionsInScope(tx, row, edit.scope);
    const targets = await readSessions(tx, actor.userId, ids);
    for (const target of targets) {
      await tx
        .update(liveClasses)
        .set({
          title: edit.title,
          description: edit.description,
          durationMinutes: edit.duration_minutes,
          startsAt: new Date(target.startsAt.getTime() + shiftMs),
          ...(edit.meeting_url ? { meetingUrl: edit.meeting_url } : {}),
        })
        .where(eq(liveClasses.id, target.id));
    }
    const sessions = await readSessions(tx, actor.userId, ids);
    const course = { id: access.course.id, title: access.course.title };
    if (shiftMs === 0) return { kind: 'moved', course, sessions };
    return notifyLearners(tx, jobs, actor.userId, { kind: 'moved', course, sessions });
  });
}

/** POST /api/live-classes/{id}/cancel/: cancels one session or the rest of its series. */
export async function cancelLiveClass(
  { db, jobs }: ScheduleDeps,
  actor: AccessClaims,
  liveClassId: number,
  scope: LiveClassScope,
  now: Date,
): Promise<LiveClassChange> {
  const { row, access } = await loadManaged(db, actor, liveClassId);
  if (liveClassEnd(row.startsAt, row.durationMinutes) <= now) {
    throw nonFieldError(liveClassMessages.alreadyOver);
  }
  return db.transaction(async (tx) => {
    const ids = await sessionsInScope(tx, row, scope);
    await tx.update(liveClasses).set({ status: 'cancelled' }).where(inArray(liveClasses.id, ids));
    const sessions = await readSessions(tx, actor.userId, ids);
    const course = { id: access.course.id, title: access.course.title };
    return notifyLearners(tx, jobs, actor.userId, { kind: 'cancelled', course, sessions });
  });
}
