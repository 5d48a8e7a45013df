import type { AdminUserDetail } from '@academy/contract/admin';
import type { Role } from '@academy/contract/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/users/{id}/ {role}. */
export function changeUserRole(input: { id: number; role: Role }): Promise<AdminUserDetail> {
  return api.patch<AdminUserDetail>(`/api/admin/users/${input.id}/`, { role: input.role });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
