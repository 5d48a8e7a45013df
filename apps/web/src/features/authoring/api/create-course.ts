import type { CourseFormInput, CourseSaved } from '@academy/contract/authoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorCoursesQueryKey } from './get-instructor-courses';

/** POST /api/create-course/: 201 {course_id}. */
export function createCourse(payload: CourseFormInput): Promise<CourseSaved> {
  return api.post<CourseSaved>('/api/create-course/', payload);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorCoursesQueryKey }),
  });
}
