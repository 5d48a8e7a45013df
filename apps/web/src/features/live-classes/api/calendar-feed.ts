import type { CalendarFeed, CalendarFeedStatus } from '@academy/contract/live-classes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const calendarFeedQueryKey = ['live-classes', 'calendar-feed'] as const;

/** GET /api/calendar-feed/: whether the reader has a private feed address. */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => api.get<CalendarFeedStatus>('/api/calendar-feed/', { signal }),
  });
}

/** POST /api/calendar-feed/ (a new address, the old one revoked) or DELETE (feed off). */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'revoke') =>
      change === 'renew'
        ? api.post<CalendarFeed>('/api/calendar-feed/')
        : api.delete<undefined>('/api/calendar-feed/'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}
