import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminCourse } from '@academy/contract/admin';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

export type AdminCoursesQuery = { search: string; page: number };

/** GET /api/admin/courses/: every course, drafts included, with status, badge and tiers. */
export function getAdminCourses(query: AdminCoursesQuery, signal?: AbortSignal) {
  const filters = { search: query.search.trim() || undefined };
  return getPage<AdminCourse>('/api/admin/courses/', query.page, ADMIN_PAGE_SIZE, filters, signal);
}

export function useAdminCourses(query: AdminCoursesQuery) {
  return usePagedQuery(adminKeys.courseList(query), (signal) => getAdminCourses(query, signal));
}
