import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { learnerTotals } from '../classwork/gradebook-service.ts';
import { issueCertificate, markEnrolmentCompleted } from './certificate-issue.ts';

/** Lessons in the course, how many the learner has done, the pass mark and their certificate. */
export async function readCertificateFacts(tx: DbTransaction, userId: number, courseId: number) {
  const result = await tx.execute<{
    total: number;
    completed: number;
    code: string | null;
    pass_percent: number | null;
  }>(sql`
    select
      (select count(*)::int from lessons where course_id = ${courseId}) as total,
      (select count(*)::int from lesson_progress
        where user_id = ${userId} and course_id = ${courseId}) as completed,
      (select code from certificates where user_id = ${userId} and course_id = ${courseId}) as code,
      (select certificate_pass_percent from courses where id = ${courseId}) as pass_percent
  `);
  const row = result.rows[0]!;
  return {
    total: Number(row.total),
    completed: Number(row.completed),
    code: row.code,
    passPercent: row.pass_percent === null ? null : Number(row.pass_percent),
  };
}

/**
 * Issues the learner's certificate when it is earned and not yet held: every lesson complete and,
 * when the course requires a pass, a course total of released grades at or above the pass mark
 * (the total is then printed on it). Completing every lesson marks the enrolment complete even
 * while the pass is still missing. Called inside the transaction of whatever may have earned it:
 * completing a lesson, releasing grades, a grade changed after release, a quiz graded at submit
 * (docs/decisions/020-gradebook-and-pass-mark.md). The enrolment row is locked first, so a lesson
 * completed and a grade released at the same moment run one after the other. Answers the code of
 * the learner's certificate, or null.
 */
export async function awardCertificateIfEarned(
  tx: DbTransaction,
  userId: number,
  courseId: number,
  now: Date,
): Promise<string | null> {
  await tx.execute(
    sql`select id from enrollments where user_id = ${userId} and course_id = ${courseId} for update`,
  );
  const facts = await readCertificateFacts(tx, userId, courseId);
  if (facts.code !== null) return facts.code;
  if (facts.total === 0 || facts.completed < facts.total) return null;
  await markEnrolmentCompleted(tx, userId, courseId, now);
  if (facts.passPercent === null) return issueCertificate(tx, userId, courseId, null);
  const total = (await learnerTotals(tx, courseId, [userId], now)).get(userId) ?? null;
  if (total === null || total < facts.passPercent) return null;
  return issueCertificate(tx, userId, courseId, total);
}

/** awardCertificateIfEarned for each learner named (each once). */
export async function awardCertificatesIfEarned(
  tx: DbTransaction,
  userIds: readonly number[],
  courseId: number,
  now: Date,
): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    await awardCertificateIfEarned(tx, userId, courseId, now);
  }
}
