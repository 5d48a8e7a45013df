import { and, asc, eq } from 'drizzle-orm';
import { assignmentMessages, type AssignmentOverview } from '@academy/contract/assignments';
import type { Db } from '../../db/client.ts';
import { assignmentGrades, assignmentSubmissions } from '../../db/schema/assignments.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { latePenalty, penalisedScore } from '@academy/contract/assignment-grading';
import {
  latePolicyOf,
  loadAssignmentAccess,
  presentAssignmentTerms,
  type AssignmentRow,
} from './assignment-access.ts';
import { assignmentResult, presentSubmission } from './assignment-result.ts';
import { submissionRefusal } from './policies.ts';

/** The lateness a version handed in at `at` gets, in the answer's words. */
function lateness(assignment: AssignmentRow, at: Date) {
  const { daysLate, penaltyPercent } = latePenalty(latePolicyOf(assignment), at);
  return { days_late: daysLate, penalty_percent: penaltyPercent };
}

/**
 * GET /api/assignments/{id}/: the assignment with the caller's versions, state and released
 * grade; for its instructor and staff, the assignment alone (their queue lists the work).
 */
export async function getAssignmentOverview(
  db: Db,
  user: AccessClaims,
  assignmentId: number,
  now: Date,
): Promise<AssignmentOverview> {
  const access = await loadAssignmentAccess(db, user, assignmentId);
  const { assignment } = access;
  const mine = and(
    eq(assignmentSubmissions.assignmentId, assignmentId),
    eq(assignmentSubmissions.userId, user.userId),
  );
  const [submissions, [grade]] = await Promise.all([
    db.select().from(assignmentSubmissions).where(mine).orderBy(asc(assignmentSubmissions.version)),
    db
      .select({
        score: assignmentGrades.score,
        feedback: assignmentGrades.feedback,
        rubricLevels: assignmentGrades.rubricLevels,
        releasedAt: assignmentGrades.releasedAt,
        penaltyPercent: assignmentSubmissions.penaltyPercent,
      })
      .from(assignmentGrades)
      .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, assignmentGrades.submissionId))
      .where(
        and(
          eq(assignmentGrades.assignmentId, assignmentId),
          eq(assignmentGrades.userId, user.userId),
        ),
      ),
  ]);
  const result = assignmentResult(assignment, submissions, grade ?? null, now);
  const refusal = submissionRefusal(access, assignment, now);
  return {
    assignment_id: assignment.id,
    course_id: assignment.courseId,
    course_title: access.courseTitle,
    module_title: access.moduleTitle,
    ...presentAssignmentTerms(assignment),
    server_now: now.toISOString(),
    state: access.canManage ? null : result.state,
    submissions: submissions.map(presentSubmission),
    grade:
      grade?.releasedAt && !access.canManage
        ? {
            score: grade.score,
            penalty_percent: grade.penaltyPercent,
            final_score: penalisedScore(grade.score, grade.penaltyPercent),
            feedback: grade.feedback,
            rubric_levels: grade.rubricLevels,
            released_at: grade.releasedAt.toISOString(),
          }
        : null,
    can_submit: refusal === null,
    blocked_reason:
      refusal === 'closed'
        ? assignmentMessages.closed
        : refusal === 'graded_final'
          ? assignmentMessages.gradedFinal
          : null,
    if_submitted_now: refusal === null ? lateness(assignment, now) : null,
    can_edit: access.canManage,
  };
}
