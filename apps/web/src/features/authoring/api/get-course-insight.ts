import type { CourseInsight } from '@academy/contract/authoring';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-courses/{id}/insight/: enrolments, revenue, completion, reviews. */
export const courseInsightQueryKey = (courseId: number) =>
  ['authoring', 'course-insight', courseId] as const;

export function fetchCourseInsight(courseId: number, signal?: AbortSignal): Promise<CourseInsight> {
  return api.get<CourseInsight>(`/api/instructor-courses/${courseId}/insight/`, { signal });
}

export function useCourseInsight(courseId: number | null) {
  return useQuery({
    queryKey: courseInsightQueryKey(courseId ?? 0),
    queryFn: ({ signal }) => fetchCourseInsight(courseId!, signal),
    enabled: courseId !== null,
  });
}
