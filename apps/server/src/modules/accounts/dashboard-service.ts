import { countDistinct, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dashboard } from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { notAuthenticated } from '../../lib/http-errors.ts';
import { findUserById } from './account-queries.ts';
import { presentDashboard, type DashboardEnrollmentRow } from './dashboard-presenter.ts';

const instructor = alias(users, 'instructor');

/** The user's enrolments, newest first, with course and instructor in one query (no N+1). */
export async function listDashboardEnrollments(
  db: Db,
  userId: number,
): Promise<DashboardEnrollmentRow[]> {
  return db
    .select({
      enrollmentId: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      courseId: courses.id,
      courseTitle: courses.title,
      thumbnail: courses.thumbnail,
      instructorFirstName: instructor.firstName,
      instructorLastName: instructor.lastName,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.instructorId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

/**
 * Whether the user has signed in more than once: every login starts a refresh-token family, so a
 * first visit (the session that sign-up opened, or none yet) has at most one.
 */
async function hasVisitedBefore(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ logins: countDistinct(refreshTokens.familyId) })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  return (row?.logins ?? 0) > 1;
}

/** GET /api/accounts/dashboard/. */
export async function getDashboard(db: Db, userId: number): Promise<Dashboard> {
  const [user, rows, isReturning] = await Promise.all([
    findUserById(db, userId),
    listDashboardEnrollments(db, userId),
    hasVisitedBefore(db, userId),
  ]);
  if (!user) throw notAuthenticated();
  return presentDashboard(user, rows, { isReturning });
}
