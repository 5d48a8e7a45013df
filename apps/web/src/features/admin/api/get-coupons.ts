import type { AdminCoupon } from '@academy/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/coupons/: every promo code with its use count. */
export function getAdminCoupons(signal?: AbortSignal) {
  return api.get<AdminCoupon[]>('/api/admin/coupons/', { signal });
}

export function useAdminCoupons() {
  return useQuery({
    queryKey: adminKeys.coupons,
    queryFn: ({ signal }) => getAdminCoupons(signal),
  });
}
