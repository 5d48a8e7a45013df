import type { AdminCourse, CourseSettingsInput } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/courses/{id}/: status, badge, badge text, enrolment open. */
export function updateCourseSettings(input: { id: number; body: CourseSettingsInput }) {
  return api.patch<AdminCourse>(`/api/admin/courses/${input.id}/`, input.body);
}

export function useUpdateCourseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.courses }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
