import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';

// Who may do what in learning (lessons complete, notes, reviews). Every handler asks these; the web
// reads the answers (can_manage_notes, can_review), never re-derives.

type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** Progress is the enrolled learner's own; instructors and staff follow a course without it. */
export function canTrackProgress(enrollment: { enrollmentId: number | null }): boolean {
  return enrollment.enrollmentId !== null;
}

/** A course's notes are written by its own instructor, or by staff. */
export function canManageNotes(user: Caller, course: { instructorId: number }): boolean {
  return canManageCourse(user, course);
}

/** Enrolled learners review a course once each; their one review is then edited. */
export function canReview(course: { isEnrolled: boolean; hasReviewed: boolean }): boolean {
  return course.isEnrolled && !course.hasReviewed;
}

/** Only its author edits a review. */
export function canEditReview(user: Caller, review: { userId: number }): boolean {
  return review.userId === user.userId;
}
