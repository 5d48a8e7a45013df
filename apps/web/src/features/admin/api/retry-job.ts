import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/jobs/{id}/retry/: queues a failed job again. */
export function retryJob(id: string) {
  return api.post<{ detail: string }>(`/api/admin/jobs/${id}/retry/`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
