import { toPoisha } from '@academy/contract/money';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { PricedCourse } from './course-pricing.ts';
import { canManageCourse } from '../authoring/policies.ts';

/**
 * Courses take new learners only when published and open (staff close enrolment when seats are
 * filled; coming-soon and draft courses are not on sale yet).
 */
export function isCourseOpenForEnrolment(
  course: Pick<PricedCourse, 'status' | 'enrollmentOpen'>,
): boolean {
  return course.status === 'published' && course.enrollmentOpen;
}

/** A course whose single price is zero is enrolled in directly, never paid for. */
export function isFreeCourse(course: Pick<PricedCourse, 'price'>): boolean {
  return toPoisha(course.price) === 0n;
}

/** Who may follow an enrolled course's material: its learners, its instructor and staff. */
export function canFollowEnrolledCourse(
  user: AccessClaims,
  course: { instructorId: number; isEnrolled: boolean },
): boolean {
  return course.isEnrolled || canManageCourse(user, course);
}
