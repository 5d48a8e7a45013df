import { liveClassLimits, type UpcomingLiveClasses } from '@academy/contract/live-classes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveClassNotices } from './use-live-class-notices';

export const upcomingLiveClassesQueryKey = ['live-classes', 'upcoming'] as const;

/** GET /api/live-classes/upcoming/: the reader's next classes across their courses. */
export function getUpcomingLiveClasses(signal?: AbortSignal): Promise<UpcomingLiveClasses> {
  return api.get<UpcomingLiveClasses>('/api/live-classes/upcoming/', { signal });
}

/** Refetched when any live-class notice arrives (a class scheduled, moved or cancelled). */
export function useUpcomingLiveClasses() {
  useLiveClassNotices();
  return useQuery({
    queryKey: upcomingLiveClassesQueryKey,
    queryFn: ({ signal }) => getUpcomingLiveClasses(signal),
    refetchInterval: liveClassLimits.schedulePollMs,
  });
}
