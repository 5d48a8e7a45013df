import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, assignmentSubmissions } from '../../db/schema/assignments.ts';
import { courses } from '../../db/schema/catalogue.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canManageClasswork } from './policies.ts';

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

/**
 * A submission for its learner, or for the course's instructor and staff; anyone else (another
 * learner, another course's instructor, a forged id) is told it does not exist.
 */
export async function loadSubmission(
  db: Db,
  user: AccessClaims,
  submissionId: number,
): Promise<{ submission: SubmissionRow; courseId: number; points: number; canManage: boolean }> {
  const [row] = await db
    .select({
      submission: assignmentSubmissions,
      courseId: assignments.courseId,
      points: assignments.points,
      instructorId: courses.instructorId,
    })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(assignmentSubmissions.id, submissionId));
  if (!row) throw notFound();
  const canManage = canManageClasswork(user, row);
  if (!canManage && row.submission.userId !== user.userId) throw notFound();
  return { submission: row.submission, courseId: row.courseId, points: row.points, canManage };
}
