import { announcementLimits, type Announcement } from '@academy/contract/announcements';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../events/use-live-events';

/** GET /api/announcements/course/{id}/?page=N: 12 a page, newest first. */
export const courseAnnouncementsQueryKey = (courseId: string, page?: number) =>
  page === undefined
    ? (['announcements', 'course', courseId] as const)
    : (['announcements', 'course', courseId, page] as const);

export function fetchCourseAnnouncements(
  courseId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Announcement>> {
  return api.get<Page<Announcement>>(`/api/announcements/course/${encodeURIComponent(courseId)}/`, {
    query: { page, page_size: announcementLimits.pageSize },
    signal,
  });
}

/**
 * One page of a course's announcements. A new one reaches the course's learners as a live
 * notification: the list is refetched then, and what the reader opened stays open (the page keeps
 * it in the address).
 */
export function useCourseAnnouncements(courseId: string, page: number) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: courseAnnouncementsQueryKey(courseId) });
  });
  return useQuery({
    queryKey: courseAnnouncementsQueryKey(courseId, page),
    queryFn: ({ signal }) => fetchCourseAnnouncements(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}
