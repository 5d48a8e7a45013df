import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  liveClassEnd,
  liveClassReminderLeads,
  RECORDING_DUE_HOURS,
  RECORDING_REMINDER_HOURS,
} from '@academy/contract/live-classes';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { liveClasses, liveClassReminders } from '../../db/schema/live-classes.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { composeRecordingDueMail } from './live-class-mail.ts';
import { recordingDueAt } from './live-class-presenter.ts';
import { insertNotifications } from '../notifications/notify-users.ts';
import { queueWebPushes } from '../push/push-delivery.ts';
import { queueLiveClassChange } from './live-class-delivery.ts';
import { heldWithoutRecording, liveClassEndsAt } from './live-class-queries.ts';

/** Every minute: the day and hour reminders that fell due (one sweep per minute, any process). */
export const LIVE_CLASS_REMINDER_QUEUE = 'live-class-reminders';
export const REMINDER_SWEEP_SECONDS = 60;
/** Sessions reminded per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

type ReminderKind = 'day' | 'hour';
export type ReminderDeps = { db: Db; jobs: Jobs; mailer: MailQueue; publicUrl: string };

const minutes = (count: number) => count * 60_000;

/** What every reminder says of its session: which class, of which course, when. */
const sessionColumns = {
  id: liveClasses.id,
  courseId: liveClasses.courseId,
  courseTitle: courses.title,
  title: liveClasses.title,
  startsAt: liveClasses.startsAt,
};

/**
 * Scheduled sessions starting within 24 hours whose reminder for the current mark (the hour
 * reminder within the last hour, else the day reminder) was not sent for their current start.
 */
async function dueReminders(db: Db, now: Date) {
  const hourMark = new Date(now.getTime() + minutes(liveClassReminderLeads.reminder_hour));
  const dayMark = new Date(now.getTime() + minutes(liveClassReminderLeads.reminder_day));
  const kind = sql<ReminderKind>`(case when ${liveClasses.startsAt} <= ${hourMark.toISOString()}::timestamptz then 'hour' else 'day' end)`;
  return db
    .select({
      ...sessionColumns,
      kind,
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(
      and(
        eq(liveClasses.status, 'scheduled'),
        gt(liveClasses.startsAt, now),
        lte(liveClasses.startsAt, dayMark),
        sql`not exists (select 1 from ${liveClassReminders}
          where ${liveClassReminders.liveClassId} = ${liveClasses.id}
            and ${liveClassReminders.kind} = ${kind}
            and ${liveClassReminders.startsAt} = ${liveClasses.startsAt})`,
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(SWEEP_LIMIT);
}

type DueReminder = Awaited<ReturnType<typeof dueReminders>>[number];

/**
 * One reminder, in one transaction: claims it (the row's key makes a second process, or a retried
 * sweep, that reaches it too insert nothing and stop), stores a notification for each enrolled
 * learner who keeps reminders on, and queues the job that pushes them and mails each learner.
 */
async function sendReminder({ db, jobs }: ReminderDeps, due: DueReminder, now: Date) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(liveClassReminders)
      .values({ liveClassId: due.id, kind: due.kind, startsAt: due.startsAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ liveClassId: liveClassReminders.liveClassId });
    if (claimed.length === 0) return;
    const learners = await tx
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(enrollments.courseId, due.courseId), eq(users.liveClassReminders, true)));
    const notice = due.kind === 'day' ? 'reminder_day' : 'reminder_hour';
    const notices = await insertNotifications(
      tx,
      learners.map((learner) => learner.userId),
      {
        type: 'live_class',
        text: {
          key: `live_class_${notice}`,
          params: { course: due.courseTitle, title: due.title },
        },
        course_id: due.courseId,
      },
    );
    if (notices.length === 0) return;
    await queueWebPushes(jobs, tx, notices);
    await queueLiveClassChange(jobs, tx, {
      changeId: `reminder:${due.id}:${due.kind}:${due.startsAt.toISOString()}`,
      kind: notice,
      courseId: due.courseId,
      courseTitle: due.courseTitle,
      title: due.title,
      startTimes: [due.startsAt.toISOString()],
      notificationIds: notices.map((row) => row.id),
    });
  });
}

const HOUR_MS = 3_600_000;

/**
 * Held classes that ended 20 to 24 hours ago without a recording and whose instructor was not yet
 * reminded, with the instructor to mail.
 */
async function recordingsAboutToBeLate(db: Db, now: Date) {
  const remindFrom = new Date(now.getTime() - RECORDING_REMINDER_HOURS * HOUR_MS);
  const dueFrom = new Date(now.getTime() - RECORDING_DUE_HOURS * HOUR_MS);
  return db
    .select({
      ...sessionColumns,
      durationMinutes: liveClasses.durationMinutes,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(
      and(
        heldWithoutRecording(remindFrom),
        sql`${liveClassEndsAt} > ${dueFrom.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${liveClassReminders}
          where ${liveClassReminders.liveClassId} = ${liveClasses.id}
            and ${liveClassReminders.kind} = 'recording_due'
            and ${liveClassReminders.startsAt} = ${liveClasses.startsAt})`,
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(SWEEP_LIMIT);
}

/** Claims the instructor's reminder and queues its mail in the same transaction. */
async function sendRecordingReminder(
  deps: ReminderDeps,
  late: Awaited<ReturnType<typeof recordingsAboutToBeLate>>[number],
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(liveClassReminders)
      .values({ liveClassId: late.id, kind: 'recording_due', startsAt: late.startsAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ liveClassId: liveClassReminders.liveClassId });
    if (claimed.length === 0) return;
    const mail = composeRecordingDueMail(
      {
        courseId: late.courseId,
        courseTitle: late.courseTitle,
        title: late.title,
        endsAt: liveClassEnd(late.startsAt, late.durationMinutes),
        dueAt: recordingDueAt(late),
      },
      late,
      deps.publicUrl,
    );
    await deps.mailer.send(mail, { tx });
  });
}

/**
 * The sweep: sends every reminder that fell due by `now`. A moved session is reminded at its new
 * time (the sent reminder was for the old start); a cancelled one is not reminded. Instructors
 * are mailed once when a recording is about to be late (20 hours after the end).
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const due = await dueReminders(deps.db, now);
  for (const reminder of due) await sendReminder(deps, reminder, now);
  const late = await recordingsAboutToBeLate(deps.db, now);
  for (const session of late) await sendRecordingReminder(deps, session, now);
  return due.length + late.length;
}
