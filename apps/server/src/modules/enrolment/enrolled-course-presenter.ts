import { completionPercentage } from '@academy/contract/learning';
import type { EnrolledCourse } from '@academy/contract/enrolment';
import type { courseNotes } from '../../db/schema/learning.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { canManageCourse } from '../authoring/policies.ts';
import { canManageNotes } from '../learning/policies.ts';
import type { CourseContentRows } from '../catalogue/course-content-rows.ts';
import { presentModuleTree } from '../catalogue/module-tree-presenter.ts';
import type { EnrolledCourseRow } from './enrolled-course-service.ts';

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export function presentEnrolledCourse(
  course: EnrolledCourseRow,
  content: CourseContentRows,
  notes: (typeof courseNotes.$inferSelect)[],
  user: AccessClaims,
  now: Date,
): EnrolledCourse {
  // Its instructor and staff see every lesson; a learner sees the schedule's locks.
  const scheduled =
    course.base_day === null || canManageCourse(user, { instructorId: course.instructor_id })
      ? null
      : { baseDay: course.base_day, now };
  const lessonIds = new Set(content.lessons.map((lesson) => lesson.lesson_id));
  const completedLessons = content.completed.filter((id) => lessonIds.has(id)).length;
  return {
    course_id: course.id,
    course_title: course.title,
    description: course.description,
    overview: course.overview,
    thumbnail: course.thumbnail,
    class_code: course.class_code,
    instructor_id: course.instructor_id,
    instructor_name: `${course.instructor_first_name} ${course.instructor_last_name}`.trim(),
    instructor_profile_picture: course.instructor_picture,
    total_lessons: lessonIds.size,
    completed_lessons: completedLessons,
    enrolled_at: course.enrolled_at === null ? null : iso(course.enrolled_at),
    is_instructor: course.instructor_id === user.userId,
    percentage: completionPercentage(completedLessons, lessonIds.size),
    last_lesson_id: course.last_lesson_id,
    completed_at: course.completed_at === null ? null : iso(course.completed_at),
    certificate_code: course.certificate_code,
    certificate_pass_percent: course.certificate_pass_percent,
    can_manage_notes: canManageNotes(user, { instructorId: course.instructor_id }),
    // An enrolled reader follows the course: every link of an open lesson is given.
    modules: presentModuleTree(content, true, scheduled),
    notes: notes.map((note) => ({
      note_id: note.id,
      title: note.title,
      body: note.bodyHtml,
      created_at: note.createdAt.toISOString(),
      updated_at: note.updatedAt.toISOString(),
    })),
  };
}
