import type { InstructorCourse } from '@academy/contract/authoring';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-courses/: the signed-in instructor's courses, newest first. */
export const instructorCoursesQueryKey = ['authoring', 'instructor-courses'] as const;

export function fetchInstructorCourses(signal?: AbortSignal): Promise<InstructorCourse[]> {
  return api.get<InstructorCourse[]>('/api/instructor-courses/', { signal });
}

/** Fetched only when `enabled` (only for instructors). */
export function useInstructorCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: instructorCoursesQueryKey,
    queryFn: ({ signal }) => fetchInstructorCourses(signal),
    enabled,
  });
}
