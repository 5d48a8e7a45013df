import {
  NOTIFICATION_LIVE_POLL_MS,
  NOTIFICATION_POLL_MS,
} from '@academy/contract/notification-rules';
import type { Notification, NotificationPage } from '@academy/contract/notifications';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLiveConnected, useLiveEvent } from '../../events/use-live-events';

// Only types and the zod-free notification-rules from the contract: this file is part of the
// shell (the bell), whose entry chunk must not pull in zod.
export type { Notification, NotificationPage };

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

/** GET /api/notifications/?page=N: newest first, with unread_count and has_unread_chat. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return api.get<NotificationPage>('/api/notifications/', { query: { page }, signal });
}

/**
 * One page of the signed-in user's notifications, refetched on every live `notification` event
 * and polled (10 s) while the live stream is down. A failed fetch is only logged and reads as
 * no data.
 */
export function useNotifications(page: number) {
  const { isAuthenticated } = useAuth();
  const isLive = useLiveConnected();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useLiveEvent('notification', refresh);
  useLiveEvent('ready', refresh);
  return useQuery({
    queryKey: notificationKeys.page(page),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(page, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Failed to fetch notifications', error);
        return null;
      }
    },
    enabled: isAuthenticated,
    refetchInterval: isAuthenticated
      ? isLive
        ? NOTIFICATION_LIVE_POLL_MS
        : NOTIFICATION_POLL_MS
      : false,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** True when the page's envelope (or, failing that, one of its items) says something is unread. */
export function hasUnread(data: NotificationPage | null | undefined): boolean {
  if (!data) return false;
  return typeof data.unread_count === 'number'
    ? data.unread_count > 0
    : // An answer without a list (an older or broken server) must not take the top bar down.
      (data.results ?? []).some((notification) => !notification.is_read);
}

/**
 * The red dots: whether anything is unread, and whether an unread notification is a chat message.
 */
export function useUnreadIndicators(): { notifications: boolean; chat: boolean } {
  const { isAuthenticated } = useAuth();
  const { data } = useNotifications(1);
  return {
    notifications: isAuthenticated && hasUnread(data),
    chat: isAuthenticated && data?.has_unread_chat === true,
  };
}
