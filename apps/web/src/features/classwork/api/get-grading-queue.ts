import type { GradingQueueEntry, GradingQueueQuery } from '@academy/contract/grading';
import type { Page } from '@academy/contract/pagination';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

export type QueueFilters = Pick<GradingQueueQuery, 'course' | 'kind' | 'item' | 'state'> & {
  page: number;
};

/** GET /api/grading-queue/: work to grade in the caller's courses, waiting first. */
export function useGradingQueue(filters: QueueFilters) {
  return usePagedQuery(['classwork', 'grading-queue', filters], (signal) =>
    api.get<Page<GradingQueueEntry>>('/api/grading-queue/', { signal, query: filters }),
  );
}
