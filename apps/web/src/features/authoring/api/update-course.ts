import type { CourseFormInput, CourseSaved } from '@academy/contract/authoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorCourseQueryKey } from './get-instructor-course';
import { instructorCoursesQueryKey } from './get-instructor-courses';

/** PUT /api/edit-course/{id}/ with the JSON form: 200 {course_id}. */
export function updateCourse(courseId: string, payload: CourseFormInput): Promise<CourseSaved> {
  return api.put<CourseSaved>(`/api/edit-course/${encodeURIComponent(courseId)}/`, payload);
}

export function useUpdateCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CourseFormInput) => updateCourse(courseId, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: instructorCoursesQueryKey });
      queryClient.removeQueries({ queryKey: instructorCourseQueryKey(courseId) });
    },
  });
}
