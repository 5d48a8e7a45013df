import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminUser } from '@academy/contract/admin';
import type { Page } from '@academy/contract/pagination';
import type { Role } from '@academy/contract/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminUsersQuery = { search: string; role: Role | ''; page: number };

/** GET /api/admin/users/?search=&role=: accounts newest first with their enrolment counts. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return api.get<Page<AdminUser>>('/api/admin/users/', {
    query: {
      search: query.search.trim() || undefined,
      role: query.role || undefined,
      page: query.page,
      page_size: ADMIN_PAGE_SIZE,
    },
    signal,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
