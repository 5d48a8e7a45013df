import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';

// Who may do what with hosted lesson videos (docs/rules.md, Video).

/** The course's own instructor, or staff, upload and replace a lesson's video and see its state. */
export function canManageLessonVideo(
  user: Pick<AccessClaims, 'userId' | 'role'>,
  lesson: { instructorId: number },
): boolean {
  return canManageCourse(user, lesson);
}
