import type { AssignmentState, Submission } from '@academy/contract/assignments';
import { penalisedScore } from '@academy/contract/assignment-grading';
import type { assignmentGrades, assignmentSubmissions } from '../../db/schema/assignments.ts';

type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
type SubmissionFacts = Pick<SubmissionRow, 'daysLate'>;

/** A learner's grade of an assignment with the late penalty of the version it grades. */
export type GradeFacts = Pick<typeof assignmentGrades.$inferSelect, 'score' | 'releasedAt'> & {
  penaltyPercent: number;
};

/** Where a learner's work on an assignment stands, and the score that counts once released. */
export type AssignmentResult = { state: AssignmentState; finalScore: number | null };

/**
 * A learner's result for one assignment (the Classwork tab, the assignment's page and, later,
 * the Grades tab and the gradebook): graded once the grade is released (its score less the late
 * penalty of the version graded); otherwise late or submitted by the newest version; with nothing
 * handed in, missing after the due date. An unreleased grade is never told.
 */
export function assignmentResult(
  assignment: { dueAt: Date },
  submissions: readonly SubmissionFacts[],
  grade: GradeFacts | null,
  now: Date,
): AssignmentResult {
  if (grade?.releasedAt) {
    return { state: 'graded', finalScore: penalisedScore(grade.score, grade.penaltyPercent) };
  }
  const newest = submissions[submissions.length - 1];
  if (newest) return { state: newest.daysLate > 0 ? 'late' : 'submitted', finalScore: null };
  return { state: now > assignment.dueAt ? 'missing' : 'not_started', finalScore: null };
}

/** The file of a submission is fetched from here, with the bearer token. */
export const submissionFileUrl = (submissionId: number) =>
  `/api/assignment-submissions/${submissionId}/file/`;

export function presentSubmission(row: SubmissionRow): Submission {
  return {
    submission_id: row.id,
    version: row.version,
    kind: row.kind,
    submitted_at: row.submittedAt.toISOString(),
    is_late: row.daysLate > 0,
    days_late: row.daysLate,
    penalty_percent: row.penaltyPercent,
    file_name: row.fileName,
    file_size: row.fileSize,
    file_url: row.filePath ? submissionFileUrl(row.id) : null,
    link_url: row.linkUrl,
    text: row.text,
  };
}
