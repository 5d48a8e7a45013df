import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminCourse } from '@academy/contract/admin';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminCoursesQuery = { search: string; page: number };

/** GET /api/admin/courses/: every course, drafts included, with status, badge and tiers. */
export function getAdminCourses(query: AdminCoursesQuery, signal?: AbortSignal) {
  return api.get<Page<AdminCourse>>('/api/admin/courses/', {
    query: {
      search: query.search.trim() || undefined,
      page: query.page,
      page_size: ADMIN_PAGE_SIZE,
    },
    signal,
  });
}

export function useAdminCourses(query: AdminCoursesQuery) {
  return useQuery({
    queryKey: adminKeys.courseList(query),
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    placeholderData: keepPreviousData,
  });
}
