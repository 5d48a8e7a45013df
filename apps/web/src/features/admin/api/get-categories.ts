import type { AdminCategory } from '@academy/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/categories/: every category with its course count. */
export function getAdminCategories(signal?: AbortSignal) {
  return api.get<AdminCategory[]>('/api/admin/categories/', { signal });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}
