import { announcementLimits, type Announcement } from '@academy/contract/announcements';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/announcements/course/{id}/?page=N: 12 a page, newest first (section 9). */
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

export function useCourseAnnouncements(courseId: string, page: number) {
  return useQuery({
    queryKey: courseAnnouncementsQueryKey(courseId, page),
    queryFn: ({ signal }) => fetchCourseAnnouncements(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}
