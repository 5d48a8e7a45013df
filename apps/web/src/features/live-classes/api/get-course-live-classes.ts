import type { CourseLiveClasses } from '@academy/contract/live-classes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const courseLiveClassesQueryKey = (courseId: string) =>
  ['live-classes', 'course', courseId] as const;

/** GET /api/courses/{id}/live-classes/: the sessions not yet ended, soonest first. */
export function getCourseLiveClasses(
  courseId: string,
  signal?: AbortSignal,
): Promise<CourseLiveClasses> {
  return api.get<CourseLiveClasses>(`/api/courses/${encodeURIComponent(courseId)}/live-classes/`, {
    signal,
  });
}

export function useCourseLiveClasses(courseId: string) {
  return useQuery({
    queryKey: courseLiveClassesQueryKey(courseId),
    queryFn: ({ signal }) => getCourseLiveClasses(courseId, signal),
    // A class may be moved or cancelled meanwhile: look again every minute.
    refetchInterval: 60_000,
  });
}
