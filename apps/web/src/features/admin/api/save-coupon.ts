import type { AdminCoupon, CouponInput } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/coupons/ (id null) or PUT /api/admin/coupons/{id}/. */
export function saveCoupon(input: { id: number | null; body: CouponInput }) {
  return input.id === null
    ? api.post<AdminCoupon>('/api/admin/coupons/', input.body)
    : api.put<AdminCoupon>(`/api/admin/coupons/${input.id}/`, input.body);
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
