import type { AdminCategory, CategoryInput } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/categories/ (id null) or PUT /api/admin/categories/{id}/. */
export function saveCategory(input: { id: number | null; body: CategoryInput }) {
  return input.id === null
    ? api.post<AdminCategory>('/api/admin/categories/', input.body)
    : api.put<AdminCategory>(`/api/admin/categories/${input.id}/`, input.body);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}
