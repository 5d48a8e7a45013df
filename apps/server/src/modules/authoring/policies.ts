import type { AccessClaims } from '../../lib/access-tokens.ts';

// Who may do what in the instructor studio. Every authoring and announcement handler asks these;
// the web never re-derives them.

/** Instructors (and staff) create courses; learners do not. */
export function canAuthorCourses(user: Pick<AccessClaims, 'role'>): boolean {
  return user.role === 'instructor' || user.role === 'admin';
}

/**
 * A course's own instructor, or staff, may read its edit data, edit it, change its thumbnail,
 * see its insight and announce to it. Another instructor may not.
 */
export function canManageCourse(
  user: Pick<AccessClaims, 'userId' | 'role'>,
  course: { instructorId: number },
): boolean {
  return (
    user.role === 'admin' || (user.role === 'instructor' && course.instructorId === user.userId)
  );
}

/** Staff see every course in Manage Courses; an instructor sees their own. */
export function listsEveryCourse(user: Pick<AccessClaims, 'role'>): boolean {
  return user.role === 'admin';
}
