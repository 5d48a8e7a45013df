import type { AdminUserDetail } from '@academy/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users/{id}/: one account with its enrolments. */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return api.get<AdminUserDetail>(`/api/admin/users/${id}/`, { signal });
}

export function useAdminUser(id: number | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? 0),
    queryFn: ({ signal }) => getAdminUser(id!, signal),
    enabled: id !== null,
  });
}
