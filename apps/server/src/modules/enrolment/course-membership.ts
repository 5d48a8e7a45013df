import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canManageCourse } from '../authoring/policies.ts';

/** A course and the reader's place in it. */
export type CourseMembership = {
  course: { id: number; title: string; instructorId: number };
  isEnrolled: boolean;
  /** Its instructor, or staff. */
  canManage: boolean;
};

/** The course and whether the reader is enrolled in it or manages it, in one query; 404 without it. */
export async function loadCourseMembership(
  db: Db,
  user: AccessClaims,
  courseId: number,
): Promise<CourseMembership> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      enrollmentId: enrollments.id,
    })
    .from(courses)
    .leftJoin(
      enrollments,
      and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, user.userId)),
    )
    .where(eq(courses.id, courseId));
  if (!row) throw notFound();
  const course = { id: row.id, title: row.title, instructorId: row.instructorId };
  return {
    course,
    isEnrolled: row.enrollmentId !== null,
    canManage: canManageCourse(user, course),
  };
}
