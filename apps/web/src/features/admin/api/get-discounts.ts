import type { AdminDiscount } from '@academy/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/discounts/: every discount, ended and paused ones included. */
export function getAdminDiscounts(signal?: AbortSignal) {
  return api.get<AdminDiscount[]>('/api/admin/discounts/', { signal });
}

export function useAdminDiscounts() {
  return useQuery({
    queryKey: adminKeys.discounts,
    queryFn: ({ signal }) => getAdminDiscounts(signal),
  });
}
