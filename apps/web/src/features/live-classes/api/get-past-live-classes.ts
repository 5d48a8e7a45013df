import type { PastLiveClasses } from '@academy/contract/live-classes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../events/use-live-events';
import { enrolledCourseQueryKey } from '../../learning/api/get-enrolled-course';

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
 * One page of a course's past classes. A recording reaches the learners as a live notification:
 * the list and the course's lessons (where the recording now is) are refetched then.
 */
export function usePastLiveClasses(courseId: string, page: number) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    const notice = data as { related_object_type?: string; course_id?: number | null };
    if (notice.related_object_type !== 'live_class' || String(notice.course_id) !== courseId) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['live-classes'] });
    void queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) });
  });
  return useQuery({
    queryKey: pastLiveClassesQueryKey(courseId, page),
    queryFn: ({ signal }) => getPastLiveClasses(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}
