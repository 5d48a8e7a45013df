import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dashboard } from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
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

/** GET /api/accounts/dashboard/. */
export async function getDashboard(db: Db, userId: number): Promise<Dashboard> {
  const [user, rows] = await Promise.all([
    findUserById(db, userId),
    listDashboardEnrollments(db, userId),
  ]);
  if (!user) throw notAuthenticated();
  return presentDashboard(user, rows);
}
