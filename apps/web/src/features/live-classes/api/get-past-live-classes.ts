import type { PastLiveClasses } from '@academy/contract/live-classes';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

/** Past classes shown per page in the Stream. */
export const PAST_PAGE_SIZE = 5;

export const pastLiveClassesQueryKey = (courseId: string, page?: number) =>
  page === undefined
    ? (['live-classes', 'past', courseId] as const)
    : (['live-classes', 'past', courseId, page] as const);

/** GET /api/courses/{id}/live-classes/past/: ended classes, latest first, with recordings. */
export function getPastLiveClasses(
  courseId: string,
  page: number,
  signal?: AbortSignal,
): Promise<PastLiveClasses> {
  return api.get<PastLiveClasses>(
    `/api/courses/${encodeURIComponent(courseId)}/live-classes/past/`,
    { query: { page, page_size: PAST_PAGE_SIZE }, signal },
  );
}

/**
 * One page of a course's past classes. It sits in the Stream's panel, whose schedule query
 * refetches every live-class list when a notice of the course arrives (a recording included).
 */
export function usePastLiveClasses(courseId: string, page: number) {
  return usePagedQuery(pastLiveClassesQueryKey(courseId, page), (signal) =>
    getPastLiveClasses(courseId, page, signal),
  );
}
