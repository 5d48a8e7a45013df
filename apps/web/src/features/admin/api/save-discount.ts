import type { AdminDiscount, DiscountInput } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/discounts/ (id null) or PUT /api/admin/discounts/{id}/. */
export function saveDiscount(input: { id: number | null; body: DiscountInput }) {
  return input.id === null
    ? api.post<AdminDiscount>('/api/admin/discounts/', input.body)
    : api.put<AdminDiscount>(`/api/admin/discounts/${input.id}/`, input.body);
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts }),
  });
}
