import type { CourseDetail } from '@academy/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { selectCourseContent } from './course-content-rows.ts';
import { presentCourseDetail } from './course-detail-presenter.ts';
import { selectCourse } from './course-filters.ts';
import { selectCourseRows } from './course-rows.ts';
import { canFollowCourse } from './policies.ts';

/**
 * A listed course with its outline, pricing and instructor in two queries however large it is;
 * 404 for unknown ids and drafts.
 */
export async function getCourseDetail(
  db: Db,
  courseId: number,
  user: AccessClaims | null,
): Promise<CourseDetail> {
  const userId = user?.userId ?? null;
  const [rows, content] = await Promise.all([
    selectCourseRows(db, { selection: selectCourse(courseId), userId, detail: true }),
    selectCourseContent(db, courseId, userId),
  ]);
  const row = rows[0];
  if (!row) throw notFound();
  const canFollow = canFollowCourse(user, {
    instructorId: row.instructor_id,
    isEnrolled: row.is_enrolled,
  });
  return presentCourseDetail(row, content, canFollow);
}
