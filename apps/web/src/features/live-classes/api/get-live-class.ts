import type { LiveClassDetail } from '@academy/contract/live-classes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const liveClassQueryKey = (id: string) => ['live-classes', 'one', id] as const;

/** GET /api/live-classes/{id}/: one session (never its meeting link). */
export function getLiveClass(id: string, signal?: AbortSignal): Promise<LiveClassDetail> {
  return api.get<LiveClassDetail>(`/api/live-classes/${encodeURIComponent(id)}/`, { signal });
}

export function useLiveClass(id: string) {
  return useQuery({
    queryKey: liveClassQueryKey(id),
    queryFn: ({ signal }) => getLiveClass(id, signal),
  });
}
