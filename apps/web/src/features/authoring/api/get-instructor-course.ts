import type { InstructorCourseDetail } from '@academy/contract/authoring';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-course/{id}/: the edit form's data. */
export const instructorCourseQueryKey = (courseId: string) =>
  ['authoring', 'instructor-course', courseId] as const;

export function fetchInstructorCourse(
  courseId: string,
  signal?: AbortSignal,
): Promise<InstructorCourseDetail> {
  return api.get<InstructorCourseDetail>(
    `/api/instructor-course/${encodeURIComponent(courseId)}/`,
    { signal },
  );
}

export function useInstructorCourse(courseId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: instructorCourseQueryKey(courseId),
    queryFn: ({ signal }) => fetchInstructorCourse(courseId, signal),
    enabled,
    // The form copies the answer once; a background refetch must not reset what is typed.
    staleTime: Infinity,
    gcTime: 0,
  });
}
