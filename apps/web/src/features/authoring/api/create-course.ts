import type { CourseFormInput, CourseSaved } from '@academy/contract/authoring';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { instructorCoursesQueryKey } from './get-instructor-courses';

/** POST /api/create-course/: 201 {course_id}. */
export function createCourse(payload: CourseFormInput): Promise<CourseSaved> {
  return api.post<CourseSaved>('/api/create-course/', payload);
}

export function useCreateCourse() {
  return useInvalidatingMutation(createCourse, instructorCoursesQueryKey);
}
