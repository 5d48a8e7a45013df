import type { Cohort } from '@academy/contract/cohorts';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { cohortsKey } from './get-cohorts';

/** POST /api/cohorts/{id}/waitlist/: a place in line for a full cohort. */
export function useJoinWaitlist(courseId: number) {
  return useInvalidatingMutation(
    (cohortId: number) => api.post<Cohort>(`/api/cohorts/${cohortId}/waitlist/`, {}),
    cohortsKey(courseId),
  );
}

/** DELETE /api/cohorts/{id}/waitlist/: leaves the line. */
export function useLeaveWaitlist(courseId: number) {
  return useInvalidatingMutation(
    (cohortId: number) => api.delete<void>(`/api/cohorts/${cohortId}/waitlist/`),
    cohortsKey(courseId),
  );
}
