import type { CourseDetail } from '@academy/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/course-details/{id}/: a course with its outline, tiers and discount. */
export const courseQueryKey = (courseId: string) => ['catalogue', 'course', courseId] as const;

export function fetchCourse(courseId: string, signal?: AbortSignal) {
  return api.get<CourseDetail>(`/api/course-details/${encodeURIComponent(courseId)}/`, { signal });
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: courseQueryKey(courseId),
    queryFn: ({ signal }) => fetchCourse(courseId, signal),
    staleTime: 60_000,
    // A missing course stays missing; other failures get the usual retries.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
