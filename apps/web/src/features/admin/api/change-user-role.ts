import type { AdminUserDetail } from '@academy/contract/admin';
import type { Role } from '@academy/contract/roles';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/users/{id}/ {role}. */
export function changeUserRole(input: { id: number; role: Role }): Promise<AdminUserDetail> {
  return api.patch<AdminUserDetail>(`/api/admin/users/${input.id}/`, { role: input.role });
}

export function useChangeUserRole() {
  return useInvalidatingMutation(changeUserRole, adminKeys.users);
}
