import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** POST /api/admin/jobs/{id}/retry/: queues a failed job again. */
export function retryJob(id: string) {
  return api.post<{ detail: string }>(`/api/admin/jobs/${id}/retry/`);
}

export function useRetryJob() {
  return useInvalidatingMutation(retryJob, ['admin', 'jobs']);
}
