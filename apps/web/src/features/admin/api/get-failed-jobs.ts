import { FAILED_JOBS_PAGE_SIZE, type FailedJob } from '@academy/contract/jobs';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/jobs/failed/: background jobs that ran out of retries, most recent first. */
export function getFailedJobs(page: number, signal?: AbortSignal) {
  return api.get<Page<FailedJob>>('/api/admin/jobs/failed/', {
    query: { page, page_size: FAILED_JOBS_PAGE_SIZE },
    signal,
  });
}

export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: adminKeys.failedJobs(page),
    queryFn: ({ signal }) => getFailedJobs(page, signal),
    placeholderData: keepPreviousData,
  });
}
