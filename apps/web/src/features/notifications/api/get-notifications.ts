import type { Page } from '@academy/contract/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';

/** Instructor spec section 3 (only the fields the web reads so far). */
export type Notification = {
  id: number;
  message: string;
  is_read: boolean;
  created_at: string;
  related_object_type: string;
  course_id?: number | null;
  forum_topic_id?: number | null;
};

/** Spec section 9: the unread dot polls every 10 s while signed in. */
export const NOTIFICATION_POLL_MS = 10_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

/** GET /api/notifications/?page=N, newest first. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return api.get<Page<Notification>>('/api/notifications/', { query: { page }, signal });
}

/**
 * Whether any notification on the first page is unread (the top bar's red dot). A failed fetch
 * is only logged and reads as "no unread" (visitor-and-account spec section 8).
 */
export function useHasUnreadNotifications(): boolean {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({
    queryKey: notificationKeys.page(1),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(1, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Failed to fetch notifications', error);
        return null;
      }
    },
    enabled: isAuthenticated,
    refetchInterval: isAuthenticated ? NOTIFICATION_POLL_MS : false,
    retry: false,
  });
  return isAuthenticated && (data?.results.some((notification) => !notification.is_read) ?? false);
}
