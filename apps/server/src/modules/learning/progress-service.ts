import { and, eq, sql } from 'drizzle-orm';
import {
  completionPercentage,
  learningMessages,
  type LessonCompletion,
} from '@academy/contract/learning';
import type { Db, DbTransaction } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { lessonProgress } from '../../db/schema/learning.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { awardCertificateIfEarned, readCertificateFacts } from './certificate-award.ts';
import { canTrackProgress } from './policies.ts';

/**
 * The lesson's course, after checking the caller is enrolled in it (404 for an unknown lesson,
 * 403 for anyone not enrolled: instructors and staff follow a course without progress). The
 * enrolment row is then locked for the rest of the transaction, so one learner's progress writes
 * in one course run one after the other: two lessons completed at the same moment still see each
 * other, and the last one issues the certificate.
 */
async function lockLessonEnrollment(
  tx: DbTransaction,
  userId: number,
  lessonId: number,
): Promise<{ courseId: number }> {
  const found = await tx.execute<{ course_id: number; enrollment_id: number | null }>(sql`
    select l.course_id, e.id as enrollment_id
    from lessons l
    left join enrollments e on e.course_id = l.course_id and e.user_id = ${userId}
    where l.id = ${lessonId}
  `);
  const row = found.rows[0];
  if (!row) throw notFound();
  const enrollmentId = row.enrollment_id;
  if (enrollmentId === null || !canTrackProgress({ enrollmentId })) {
    throw forbidden(learningMessages.notEnrolled);
  }
  await tx.execute(sql`select id from enrollments where id = ${enrollmentId} for update`);
  return { courseId: row.course_id };
}

/**
 * POST (done) and DELETE (not done) /api/lessons/{id}/complete/, both idempotent. Completing the
 * last lesson completes the enrolment and issues the certificate in the same transaction, unless
 * the course also requires a pass the learner has not reached yet (certificate-award.ts).
 * Un-completing a lesson later never revokes an issued certificate (docs/decisions/004-certificates.md).
 */
export async function setLessonCompletion(
  db: Db,
  user: AccessClaims,
  lessonId: number,
  isCompleted: boolean,
  now: Date = new Date(),
): Promise<LessonCompletion> {
  return db.transaction(async (tx) => {
    const { courseId } = await lockLessonEnrollment(tx, user.userId, lessonId);
    if (isCompleted) {
      await tx
        .insert(lessonProgress)
        .values({ userId: user.userId, lessonId, courseId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(lessonProgress)
        .where(and(eq(lessonProgress.userId, user.userId), eq(lessonProgress.lessonId, lessonId)));
    }
    const progress = await readCertificateFacts(tx, user.userId, courseId);
    const certificateCode = isCompleted
      ? await awardCertificateIfEarned(tx, user.userId, courseId, now)
      : progress.code;
    return {
      lesson_id: lessonId,
      is_completed: isCompleted,
      completed_lessons: progress.completed,
      total_lessons: progress.total,
      percentage: completionPercentage(progress.completed, progress.total),
      certificate_code: certificateCode,
    };
  });
}

/**
 * POST /api/lessons/{id}/open/: remembers the lesson as where the learner's "continue learning"
 * resumes (enrollments.last_lesson_id).
 */
export async function openLesson(db: Db, user: AccessClaims, lessonId: number): Promise<void> {
  const updated = await db
    .update(enrollments)
    .set({ lastLessonId: lessonId })
    .where(
      and(
        eq(enrollments.userId, user.userId),
        eq(enrollments.courseId, sql`(select course_id from lessons where id = ${lessonId})`),
      ),
    )
    .returning({ id: enrollments.id });
  if (updated.length > 0) return;
  const lesson = await db.execute<{ id: number }>(
    sql`select id from lessons where id = ${lessonId}`,
  );
  if (!lesson.rows[0]) throw notFound();
  throw forbidden(learningMessages.notEnrolled);
}
