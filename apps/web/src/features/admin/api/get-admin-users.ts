import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminUser } from '@academy/contract/admin';
import type { Role } from '@academy/contract/roles';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

export type AdminUsersQuery = { search: string; role: Role | ''; page: number };

/** GET /api/admin/users/?search=&role=: accounts newest first with their enrolment counts. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  const filters = { search: query.search.trim() || undefined, role: query.role || undefined };
  return getPage<AdminUser>('/api/admin/users/', query.page, ADMIN_PAGE_SIZE, filters, signal);
}

export function useAdminUsers(query: AdminUsersQuery) {
  return usePagedQuery(adminKeys.userList(query), (signal) => getAdminUsers(query, signal));
}
