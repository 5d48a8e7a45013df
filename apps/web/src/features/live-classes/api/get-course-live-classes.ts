import { liveClassLimits, type CourseLiveClasses } from '@academy/contract/live-classes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveClassNotices } from './use-live-class-notices';

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

/**
 * The Stream's schedule. It used to refresh only every minute, so a learner with the Stream open
 * kept an empty (or stale) list after the instructor scheduled a class: it is refetched as soon
 * as the class's live notification arrives.
 */
export function useCourseLiveClasses(courseId: string) {
  useLiveClassNotices(courseId);
  return useQuery({
    queryKey: courseLiveClassesQueryKey(courseId),
    queryFn: ({ signal }) => getCourseLiveClasses(courseId, signal),
    refetchInterval: liveClassLimits.schedulePollMs,
  });
}
