import type { MarkAllReadResult, NotificationPage } from '@academy/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/read-all/: every unread notification, in one call. */
export function markAllNotificationsRead() {
  return api.post<MarkAllReadResult>('/api/notifications/read-all/');
}

/** Clears the unread state at once on screen, then confirms with the server. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueriesData<NotificationPage | null>(
        { queryKey: notificationKeys.all },
        (page) =>
          page && {
            ...page,
            unread_count: 0,
            has_unread_chat: false,
            results: page.results.map((item) => ({ ...item, is_read: true })),
          },
      );
    },
    onError: (error) => console.warn('Failed to mark all notifications as read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
