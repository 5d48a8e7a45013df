import type { AdminCourse, TiersInput } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/courses/{id}/tiers/: replaces the group tiers (savings computed by the server). */
export function saveCourseTiers(input: { id: number; body: TiersInput }) {
  return api.put<AdminCourse>(`/api/admin/courses/${input.id}/tiers/`, input.body);
}

export function useSaveCourseTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseTiers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.courses }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
