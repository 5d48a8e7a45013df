import { FAILED_JOBS_PAGE_SIZE, type FailedJob } from '@academy/contract/jobs';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/jobs/failed/: background jobs that ran out of retries, most recent first. */
export function getFailedJobs(page: number, signal?: AbortSignal) {
  return getPage<FailedJob>('/api/admin/jobs/failed/', page, FAILED_JOBS_PAGE_SIZE, {}, signal);
}

export function useFailedJobs(page: number) {
  return usePagedQuery(adminKeys.failedJobs(page), (signal) => getFailedJobs(page, signal));
}
