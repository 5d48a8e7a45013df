import { eq, sql } from 'drizzle-orm';
import type { LatePolicy } from '@academy/contract/assignment-grading';
import type { Db, DbTransaction } from '../../db/client.ts';
import { assignments } from '../../db/schema/assignments.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { assertCanSeeClasswork } from './policies.ts';

export type AssignmentRow = typeof assignments.$inferSelect;

/** The late rule of an assignment as it stands (docs/rules.md, Assignments). */
export function latePolicyOf(assignment: AssignmentRow): LatePolicy {
  return {
    dueAt: assignment.dueAt,
    penaltyPercent: assignment.latePenaltyPercent,
    floorPercent: assignment.latePenaltyFloorPercent,
  };
}

/** What an assignment asks and its terms, as both its page and its form show them. */
export function presentAssignmentTerms(assignment: AssignmentRow) {
  return {
    title: assignment.title,
    instructions: assignment.instructions,
    points: assignment.points,
    due_at: assignment.dueAt.toISOString(),
    cutoff_at: assignment.cutoffAt?.toISOString() ?? null,
    late_penalty_percent: assignment.latePenaltyPercent,
    late_penalty_floor_percent: assignment.latePenaltyFloorPercent,
    submission_kind: assignment.submissionKind,
    rubric: assignment.rubric,
    is_published: assignment.isPublished,
  };
}

/** An assignment with what deciding access and presenting it need, for one caller. */
export type AssignmentAccess = {
  assignment: AssignmentRow;
  courseTitle: string;
  instructorId: number;
  moduleTitle: string | null;
  isEnrolled: boolean;
  canManage: boolean;
  /** The course takes new versions once a grade is released (courses.resubmit_after_release). */
  resubmitAfterRelease: boolean;
  /** The caller's grade of it is released. */
  hasReleasedGrade: boolean;
};

/**
 * Loads an assignment in one query and checks the caller may see it, by the quizzes' rule: its
 * instructor and staff always; learners only once published (404 before) and enrolled (403).
 */
export async function loadAssignmentAccess(
  db: Db | DbTransaction,
  user: AccessClaims,
  assignmentId: number,
): Promise<AssignmentAccess> {
  const [row] = await db
    .select({
      assignment: assignments,
      courseTitle: courses.title,
      instructorId: courses.instructorId,
      moduleTitle: courseModules.title,
      isEnrolled: sql<boolean>`exists (select 1 from enrollments e
        where e.course_id = "assignments"."course_id" and e.user_id = ${user.userId})`,
      resubmitAfterRelease: courses.resubmitAfterRelease,
      hasReleasedGrade: sql<boolean>`exists (select 1 from assignment_grades g
        where g.assignment_id = "assignments"."id" and g.user_id = ${user.userId}
          and g.released_at is not null)`,
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(courseModules, eq(courseModules.id, assignments.moduleId))
    .where(eq(assignments.id, assignmentId));
  if (!row) throw notFound();
  const canManage = assertCanSeeClasswork(user, {
    instructorId: row.instructorId,
    isPublished: row.assignment.isPublished,
    isEnrolled: row.isEnrolled,
  });
  return { ...row, canManage };
}

/** For routes that change an assignment: as above, then 403 unless the caller manages it. */
export async function loadManagedAssignment(
  db: Db | DbTransaction,
  user: AccessClaims,
  assignmentId: number,
): Promise<AssignmentAccess> {
  const access = await loadAssignmentAccess(db, user, assignmentId);
  if (!access.canManage) throw forbidden();
  return access;
}
