import type { AdminCourse, CourseSettingsInput } from '@academy/contract/admin';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { adminKeys } from './admin-keys';

/** PATCH /api/admin/courses/{id}/: status, badge, badge text, enrolment open. */
export function updateCourseSettings(input: { id: number; body: CourseSettingsInput }) {
  return api.patch<AdminCourse>(`/api/admin/courses/${input.id}/`, input.body);
}

export function useUpdateCourseSettings() {
  return useInvalidatingMutation(updateCourseSettings, adminKeys.courses, ['catalogue']);
}
