import { enrolmentMessages } from '@academy/contract/enrolment';
import type { AnswerVisibility } from '@academy/contract/quizzes';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canManageCourse } from '../authoring/policies.ts';

// Who may do what with classwork (docs/rules.md, Permissions). Every handler asks these; the web reads the
// answers (can_edit, can_start, shows_answers), never re-derives them.

type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** The course's own instructor, or staff, author its quizzes and see every attempt. */
export function canManageClasswork(user: Caller, course: { instructorId: number }): boolean {
  return canManageCourse(user, course);
}

/**
 * Who sees a quiz or an assignment: the course's instructor and staff always; learners only once it
 * is published (404 before, so drafts stay unknown) and only in a course they are enrolled in
 * (403). Returns whether the caller manages it.
 */
export function assertCanSeeClasswork(
  user: Caller,
  item: { instructorId: number; isPublished: boolean; isEnrolled: boolean },
): boolean {
  if (canManageClasswork(user, item)) return true;
  if (!item.isPublished) throw notFound();
  if (!item.isEnrolled) throw forbidden(enrolmentMessages.notEnrolled);
  return false;
}

/**
 * Whether the right answers and explanations of a submitted attempt may reach the learner: never,
 * once the attempt is submitted, or once the quiz has closed. Instructors always see them.
 */
export function showsAnswers(
  rule: AnswerVisibility,
  attempt: { isSubmitted: boolean },
  quiz: { closesAt: Date | null },
  now: Date,
): boolean {
  if (!attempt.isSubmitted) return false;
  if (rule === 'after_attempt') return true;
  if (rule === 'after_close') return quiz.closesAt !== null && quiz.closesAt <= now;
  return false;
}

/**
 * Whether a learner's work is still taken: only from a learner enrolled in the course (not its
 * instructor or staff), and not after the cut-off. After the due date without a cut-off, late
 * work is taken for ever. Once the learner's grade is released, a new version is taken only when
 * the course says so (docs/rules.md, Assignments).
 */
export function submissionRefusal(
  caller: {
    isEnrolled: boolean;
    canManage: boolean;
    hasReleasedGrade: boolean;
    resubmitAfterRelease: boolean;
  },
  assignment: { cutoffAt: Date | null },
  now: Date,
): 'not_enrolled' | 'closed' | 'graded_final' | null {
  if (caller.canManage || !caller.isEnrolled) return 'not_enrolled';
  if (assignment.cutoffAt !== null && now >= assignment.cutoffAt) return 'closed';
  if (caller.hasReleasedGrade && !caller.resubmitAfterRelease) return 'graded_final';
  return null;
}
