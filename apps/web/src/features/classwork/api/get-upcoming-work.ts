import type { UpcomingWork } from '@academy/contract/upcoming-work';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const upcomingWorkQueryKey = ['classwork', 'upcoming'] as const;

/** GET /api/classwork/upcoming/: quizzes closing and assignments due soon, not handed in. */
export function useUpcomingWork() {
  return useQuery({
    queryKey: upcomingWorkQueryKey,
    queryFn: ({ signal }) => api.get<UpcomingWork>('/api/classwork/upcoming/', { signal }),
  });
}
