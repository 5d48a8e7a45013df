import type { CourseMembership } from '../enrolment/course-membership.ts';

// Who sees whom on a course's People tab (docs/rules.md, Permissions). Every route asks these.

/** The whole roster (e-mails, progress, activity): the course's instructor and staff. */
export function canSeeRoster(membership: CourseMembership): boolean {
  return membership.canManage;
}

/** The classmates who chose to be listed: anyone in the class, learner or teacher. */
export function canSeeClassmates(membership: CourseMembership): boolean {
  return membership.isEnrolled || membership.canManage;
}
