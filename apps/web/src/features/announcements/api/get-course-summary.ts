import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/course-details/{id}/ read only for the page heading ("course details for
 * chat and announcements": course_title or name, and instructor_name).
 */
export type CourseSummary = { course_title?: string; name?: string; instructor_name?: string };

export const courseSummaryQueryKey = (courseId: string) =>
  ['announcements', 'course-summary', courseId] as const;

export function fetchCourseSummary(courseId: string, signal?: AbortSignal) {
  return api.get<CourseSummary>(`/api/course-details/${encodeURIComponent(courseId)}/`, { signal });
}

export function useCourseSummary(courseId: string) {
  return useQuery({
    queryKey: courseSummaryQueryKey(courseId),
    queryFn: ({ signal }) => fetchCourseSummary(courseId, signal),
    staleTime: 5 * 60_000,
  });
}
