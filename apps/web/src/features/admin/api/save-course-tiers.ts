import type { AdminCourse, TiersInput } from '@academy/contract/admin';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/courses/{id}/tiers/: replaces the group tiers (savings computed by the server). */
export function saveCourseTiers(input: { id: number; body: TiersInput }) {
  return api.put<AdminCourse>(`/api/admin/courses/${input.id}/tiers/`, input.body);
}

export function useSaveCourseTiers() {
  return useInvalidatingMutation(saveCourseTiers, adminKeys.courses, ['catalogue']);
}
