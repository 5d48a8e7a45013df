import type { InstructorCourse, InstructorCourseDetail } from '@academy/contract/authoring';
import { mediaUrl } from '../../lib/media-storage.ts';
import type { CourseTree } from './course-queries.ts';

export type InstructorCourseRow = {
  id: number;
  title: string;
  description: string;
  price: string;
  categoryId: number;
  categoryName: string;
  thumbnail: string | null;
  createdAt: Date;
  updatedAt: Date;
  status: InstructorCourse['status'];
  studentsCount: number;
  lessonsCount: number;
  instructorFirstName: string;
  instructorLastName: string;
};

/** An instructor course list item (plus status and counts). */
export function presentInstructorCourse(row: InstructorCourseRow): InstructorCourse {
  return {
    course_id: row.id,
    course_title: row.title,
    description: row.description,
    price: row.price,
    category_id: row.categoryId,
    category_name: row.categoryName,
    thumbnail: mediaUrl(row.thumbnail),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    instructor_name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
    status: row.status,
    total_students: row.studentsCount,
    total_lessons: row.lessonsCount,
  };
}

/** The edit form's data (instructor course detail), read back with ids. */
export function presentCourseTree(course: CourseTree): InstructorCourseDetail {
  return {
    course_id: course.id,
    course_title: course.title,
    description: course.description,
    price: course.price,
    category_id: course.categoryId,
    category_name: course.category.name,
    status: course.status,
    thumbnail: mediaUrl(course.thumbnail),
    resubmit_after_release: course.resubmitAfterRelease,
    outcomes: course.outcomes.map((o) => ({ outcome_id: o.id, outcome_title: o.title })),
    prerequisites: course.prerequisites.map((p) => ({
      prerequisite_id: p.id,
      prerequisite_title: p.title,
    })),
    modules: course.modules.map((module) => ({
      module_id: module.id,
      module_title: module.title,
      order: module.position,
      lessons: module.lessons.map((lesson) => ({
        lesson_id: lesson.id,
        lesson_title: lesson.title,
        order: lesson.position,
        duration: lesson.durationMinutes,
        videos: lesson.videos.map((v) => ({
          video_id: v.id,
          video_title: v.title,
          video_link: v.url,
        })),
        resources: lesson.resources.map((r) => ({
          resource_id: r.id,
          resource_title: r.title,
          resource_link: r.url,
        })),
      })),
    })),
  };
}
