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

/**
 * Who may play a lesson's video: its course's enrolled learners, instructor and staff; anyone,
 * visitors included, when the lesson is a free preview of a course on the catalogue.
 */
export function canWatchLessonVideo(
  user: Pick<AccessClaims, 'userId' | 'role'> | null,
  lesson: {
    instructorId: number;
    isEnrolled: boolean;
    isFreePreview: boolean;
    courseStatus: string;
  },
): boolean {
  if (lesson.isFreePreview && lesson.courseStatus !== 'draft') return true;
  if (!user) return false;
  return lesson.isEnrolled || canManageCourse(user, lesson);
}
