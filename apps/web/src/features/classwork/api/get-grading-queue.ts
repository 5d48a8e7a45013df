import type { GradingQueueEntry, GradingQueueQuery } from '@academy/contract/grading';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type QueueFilters = Pick<GradingQueueQuery, 'course' | 'kind' | 'item' | 'state'> & {
  page: number;
};

/** GET /api/grading-queue/: work to grade in the caller's courses, waiting first. */
export function useGradingQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: ['classwork', 'grading-queue', filters],
    queryFn: ({ signal }) =>
      api.get<Page<GradingQueueEntry>>('/api/grading-queue/', { signal, query: filters }),
    placeholderData: keepPreviousData,
  });
}
