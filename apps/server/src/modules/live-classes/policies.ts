import type { AccessClaims } from '../../lib/access-tokens.ts';

// Who may do what with a course's live classes.

type Viewer = Pick<AccessClaims, 'userId' | 'role'>;

/** The course's own instructor, or staff, schedule, edit, cancel and Start its live classes. */
export function canManageLiveClasses(user: Viewer, course: { instructorId: number }): boolean {
  return (
    user.role === 'admin' || (user.role === 'instructor' && course.instructorId === user.userId)
  );
}

/** Enrolled learners see the schedule and join; so do those who manage it. */
export function canSeeLiveClasses(
  user: Viewer,
  course: { instructorId: number },
  isEnrolled: boolean,
): boolean {
  return isEnrolled || canManageLiveClasses(user, course);
}

export type JoinVerdict = 'open' | 'cancelled' | 'not_open' | 'over';

/**
 * Whether Join lets this reader in now: from `opensAt` (15 minutes before the start for learners,
 * earlier for the host) until the end; never once cancelled.
 */
export function joinVerdict(
  session: { status: 'scheduled' | 'cancelled'; opensAt: Date; endsAt: Date },
  now: Date,
): JoinVerdict {
  if (session.status === 'cancelled') return 'cancelled';
  if (now < session.opensAt) return 'not_open';
  if (now >= session.endsAt) return 'over';
  return 'open';
}
