import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { gradeMessages, type ReleaseGrades } from '@academy/contract/grading';
import type { Db } from '../../db/client.ts';
import { assignmentGrades, assignments } from '../../db/schema/assignments.ts';
import { quizAttempts, quizzes } from '../../db/schema/classwork.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { stableJobId, type Jobs } from '../../lib/jobs.ts';
import { queueWebPushes } from '../push/push-delivery.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { insertNotifications, publishNotifications } from '../notifications/notify-users.ts';
import { findMailRecipients } from '../accounts/account-queries.ts';
import { awardCertificatesIfEarned } from '../learning/certificate-award.ts';
import { composeGradeMail } from './grade-mail.ts';

export type ReleaseDeps = {
  db: Db;
  bus: EventBus;
  jobs: Jobs;
  mailer: MailQueue;
  publicUrl: string;
};

/** A grade ready to release: graded, not yet released, of the learner's newest work. */
export type Releasable = {
  kind: 'assignment' | 'quiz_attempt';
  id: number;
  userId: number;
  itemTitle: string;
};

/**
 * POST /api/courses/{id}/grades/release/: releases the named grades (queue entries) or, with
 * `all`, every graded one of the course, in one transaction that also stores each learner's
 * notification and queues their mail; the live events follow the commit. A named entry that is
 * not a graded, unreleased grade of this course is refused and nothing is released.
 */
export async function releaseGrades(
  deps: ReleaseDeps,
  course: { id: number; title: string },
  body: ReleaseGrades & { entries: { kind: Releasable['kind']; id: number }[]; all: boolean },
  now: Date,
): Promise<number> {
  const stored = await deps.db.transaction(async (tx) => {
    const ready = await lockReleasable(tx, course.id);
    const chosen = body.all
      ? ready
      : body.entries.map((entry, index) => {
          const found = ready.find((row) => row.kind === entry.kind && row.id === entry.id);
          if (!found) throw fieldError(`entries.${index}.id`, gradeMessages.notReleasable);
          return found;
        });
    if (chosen.length === 0) return { count: 0, notices: [] as NotificationRow[] };
    const ofKind = (kind: Releasable['kind']) => [
      ...new Set(chosen.filter((row) => row.kind === kind).map((row) => row.id)),
    ];
    const submissionIds = ofKind('assignment');
    const attemptIds = ofKind('quiz_attempt');
    if (submissionIds.length > 0) {
      await tx
        .update(assignmentGrades)
        .set({ releasedAt: now })
        .where(inArray(assignmentGrades.submissionId, submissionIds));
    }
    if (attemptIds.length > 0) {
      await tx
        .update(quizAttempts)
        .set({ gradeReleasedAt: now })
        .where(inArray(quizAttempts.id, attemptIds));
    }
    // A released grade may lift a learner's total over the certificate's pass mark.
    await awardCertificatesIfEarned(
      tx,
      chosen.map((row) => row.userId),
      course.id,
      now,
    );
    const notices = await storeGradeNotices(tx, deps, course, chosen, now, 'released');
    return { count: chosen.length, notices };
  });
  await publishNotifications(deps.bus, stored.notices);
  return stored.count;
}

/**
 * Inside the caller's transaction, tells each learner of a grade released or changed: one stored
 * notification per item (text key `grade_released` or `grade_changed`) and one mail a grade through
 * the job queue. Returns the notifications, to publish as live events after the commit.
 */
export async function storeGradeNotices(
  tx: Db,
  deps: Pick<ReleaseDeps, 'jobs' | 'mailer' | 'publicUrl'>,
  course: { id: number; title: string },
  grades: readonly Releasable[],
  now: Date,
  change: 'released' | 'changed',
): Promise<NotificationRow[]> {
  const notices: NotificationRow[] = [];
  const byItem = new Map<string, number[]>();
  for (const row of grades)
    byItem.set(row.itemTitle, [...(byItem.get(row.itemTitle) ?? []), row.userId]);
  for (const [itemTitle, userIds] of byItem) {
    notices.push(
      ...(await insertNotifications(tx, userIds, {
        type: 'grade',
        text: {
          key: change === 'released' ? 'grade_released' : 'grade_changed',
          params: { course: course.title, title: itemTitle },
        },
        course_id: course.id,
      })),
    );
  }
  await queueWebPushes(deps.jobs, tx, notices);
  const recipients = await findMailRecipients(
    tx,
    grades.map((row) => row.userId),
  );
  const recipientOf = new Map(recipients.map((row) => [row.id, row]));
  await deps.mailer.sendMany(
    grades.map((row) => ({
      mail: composeGradeMail(
        { courseId: course.id, courseTitle: course.title, itemTitle: row.itemTitle },
        recipientOf.get(row.userId)!,
        deps.publicUrl,
        change,
      ),
      id: stableJobId(
        change === 'released' ? 'grade-mail' : 'grade-changed-mail',
        row.kind,
        row.id,
        now.getTime(),
      ),
    })),
    { tx },
  );
  return notices;
}

/**
 * The course's grades waiting for release, locked so a concurrent release or regrade waits:
 * assignment grades of the learner's newest version, and quiz attempts with essays graded.
 */
async function lockReleasable(tx: Db, courseId: number): Promise<Releasable[]> {
  const grades = await tx
    .select({
      id: assignmentGrades.submissionId,
      userId: assignmentGrades.userId,
      itemTitle: assignments.title,
    })
    .from(assignmentGrades)
    .innerJoin(assignments, eq(assignments.id, assignmentGrades.assignmentId))
    .where(
      and(
        eq(assignments.courseId, courseId),
        isNull(assignmentGrades.releasedAt),
        sql`${assignmentGrades.submissionId} = (select max(s.id) from assignment_submissions s
          where s.assignment_id = ${assignmentGrades.assignmentId}
            and s.user_id = ${assignmentGrades.userId})`,
      ),
    )
    .for('update', { of: assignmentGrades });
  const attempts = await tx
    .select({ id: quizAttempts.id, userId: quizAttempts.userId, itemTitle: quizzes.title })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizzes.courseId, courseId),
        isNull(quizAttempts.gradeReleasedAt),
        eq(quizAttempts.awaitingGrading, false),
        sql`${quizAttempts.score} is not null`,
        sql`${quizAttempts.submittedAt} is not null`,
      ),
    )
    .for('update', { of: quizAttempts });
  return [
    ...grades.map((row) => ({ kind: 'assignment' as const, ...row })),
    ...attempts.map((row) => ({ kind: 'quiz_attempt' as const, ...row })),
  ];
}
