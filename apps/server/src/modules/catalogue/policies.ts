import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';

/**
 * Who may follow a course's material (video and resource links): its enrolled learners, its
 * instructor and staff. Everyone else sees the outline only, so a course detail page never gives
 * away what is paid for.
 */
export function canFollowCourse(
  user: AccessClaims | null,
  course: { instructorId: number; isEnrolled: boolean },
): boolean {
  if (!user) return false;
  return course.isEnrolled || canManageCourse(user, course);
}
