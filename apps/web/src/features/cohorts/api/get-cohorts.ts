import type { CohortList } from '@academy/contract/cohorts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cohortsKey = (courseId: number) => ['cohorts', courseId] as const;

/** GET /api/courses/{id}/cohorts/: the coming and running cohorts, seats left, the reader's place. */
export function useCohorts(courseId: number) {
  return useQuery({
    queryKey: cohortsKey(courseId),
    queryFn: () => api.get<CohortList>(`/api/courses/${courseId}/cohorts/`),
  });
}
