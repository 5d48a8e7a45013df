import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type CourseProgressRow = {
  course_id: number;
  course_title: string;
  thumbnail: string | null;
  instructor_first_name: string;
  instructor_last_name: string;
  enrolled_at: Date | string;
  last_lesson_id: number | null;
  completed_at: Date | string | null;
  total_lessons: number;
  completed_lessons: number;
  certificate_code: string | null;
};

/**
 * GET /api/learning/progress/: every enrolment of the user with its progress, newest first, in
 * one query. The counts are correlated look-ups on lessons_course_id_idx and
 * lesson_progress_user_course_idx, one index probe per enrolment; nothing runs per course.
 */
export async function listCourseProgress(db: Db, userId: number): Promise<CourseProgressRow[]> {
  const result = await db.execute<CourseProgressRow>(sql`
    select e.course_id, c.title as course_title, c.thumbnail,
      u.first_name as instructor_first_name, u.last_name as instructor_last_name,
      e.enrolled_at, e.last_lesson_id, e.completed_at,
      (select count(*)::int from lessons l where l.course_id = e.course_id) as total_lessons,
      (select count(*)::int from lesson_progress lp
        where lp.user_id = e.user_id and lp.course_id = e.course_id) as completed_lessons,
      cert.code as certificate_code
    from enrollments e
    join courses c on c.id = e.course_id
    join users u on u.id = c.instructor_id
    left join certificates cert on cert.user_id = e.user_id and cert.course_id = e.course_id
    where e.user_id = ${userId}
    order by e.enrolled_at desc, e.id desc
  `);
  return result.rows;
}
