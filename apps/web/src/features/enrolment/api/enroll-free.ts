import type { Enrollment } from '@academy/contract/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Enrolled = { message: string; enrollment: Enrollment };

export type FreeEnrolment = { courseId: number; cohortId?: number | null };

/**
 * POST /api/enrollments/ {course_id, cohort_id}: enrols the signed-in user in a FREE open course
 * at once, in the cohort chosen when it is taught in batches. A paid course answers 402 (pay
 * through /payment instead).
 */
export function enrollFree({ courseId, cohortId }: FreeEnrolment): Promise<Enrolled> {
  return api.post<Enrolled>('/api/enrollments/', {
    course_id: courseId,
    ...(cohortId ? { cohort_id: cohortId } : {}),
  });
}

/**
 * The hook any enrol button can call for a free course (the catalogue's enrol card included). On
 * success every cached course, list and dashboard is refetched, since is_enrolled changed.
 */
export function useEnrollFree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollFree,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
        queryClient.invalidateQueries({ queryKey: ['enrolment'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['cohorts'] }),
      ]);
    },
  });
}
