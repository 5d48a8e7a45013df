import { desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { enrolmentMessages, type EnrolledCourse } from '@academy/contract/enrolment';
import type { Db } from '../../db/client.ts';
import { courseNotes } from '../../db/schema/learning.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { selectCourseContent } from '../catalogue/course-content-rows.ts';
import { scheduleBaseDaySql } from '../cohorts/lesson-release.ts';
import { presentEnrolledCourse } from './enrolled-course-presenter.ts';
import { canFollowEnrolledCourse } from './policies.ts';

export type EnrolledCourseRow = {
  id: number;
  title: string;
  description: string;
  overview: string;
  thumbnail: string | null;
  class_code: string;
  instructor_id: number;
  instructor_first_name: string;
  instructor_last_name: string;
  instructor_picture: string | null;
  enrolled_at: Date | string | null;
  last_lesson_id: number | null;
  completed_at: Date | string | null;
  certificate_code: string | null;
  certificate_pass_percent: number | null;
  /** The day the reader's release schedule counts from; null unless they are enrolled. */
  base_day: string | null;
};

/**
 * GET /api/enrolled-course/{id}/: the course as its learners follow it, with the caller's
 * completed lessons, for enrolled users, the course's instructor and staff only. Three queries
 * however large the course is: the course with the caller's enrolment, the content tree, the notes.
 */
export async function getEnrolledCourse(
  db: Db,
  user: AccessClaims,
  courseId: number,
  now: Date,
): Promise<EnrolledCourse> {
  const result = await db.execute<EnrolledCourseRow>(sql`
    select c.id, c.title, c.description, c.overview, c.thumbnail, c.class_code, c.instructor_id,
      u.first_name as instructor_first_name, u.last_name as instructor_last_name,
      u.profile_picture as instructor_picture, e.enrolled_at,
      e.last_lesson_id, e.completed_at, cert.code as certificate_code, c.certificate_pass_percent,
      ${scheduleBaseDaySql}::text as base_day
    from courses c
    join users u on u.id = c.instructor_id
    left join enrollments e on e.course_id = c.id and e.user_id = ${user.userId}
    left join course_cohorts k on k.id = e.cohort_id
    left join certificates cert on cert.course_id = c.id and cert.user_id = ${user.userId}
    where c.id = ${courseId}
  `);
  const course = result.rows[0];
  if (!course) throw notFound();
  const allowed = canFollowEnrolledCourse(user, {
    instructorId: course.instructor_id,
    isEnrolled: course.enrolled_at !== null,
  });
  if (!allowed) throw forbidden(enrolmentMessages.notEnrolled);
  const [content, notes] = await Promise.all([
    selectCourseContent(db, courseId, user.userId),
    db
      .select()
      .from(courseNotes)
      .where(eq(courseNotes.courseId, courseId))
      // Newest first, as the progress page lists them.
      .orderBy(desc(courseNotes.createdAt), desc(courseNotes.id)),
  ]);
  return presentEnrolledCourse(course, content, notes, user, now);
}
