import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';

/**
 * Who takes part in a course's chat: its enrolled learners and its instructor read and send;
 * staff may too, to moderate and help.
 */
export function canUseChat(
  user: Pick<AccessClaims, 'userId' | 'role'>,
  course: { instructorId: number },
  isEnrolled: boolean,
): boolean {
  return isEnrolled || canManageCourse(user, course);
}
