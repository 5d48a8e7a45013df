import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';

// Who may post and read a course's announcements.

/** The course's own instructor, or staff, post announcements to it. */
export function canAnnounce(
  user: Pick<AccessClaims, 'userId' | 'role'>,
  course: { instructorId: number },
): boolean {
  return canManageCourse(user, course);
}

/** Enrolled learners read them, as do the course's instructor and staff. */
export function canReadAnnouncements(
  user: Pick<AccessClaims, 'userId' | 'role'>,
  course: { instructorId: number },
  isEnrolled: boolean,
): boolean {
  return isEnrolled || canManageCourse(user, course);
}
