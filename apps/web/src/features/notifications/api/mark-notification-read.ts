import type { Notification, NotificationPage } from '@academy/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './get-notifications';

/** POST /api/notifications/{id}/read/: the caller's own notification only. */
export function markNotificationRead(id: number) {
  return api.post<Notification>(`/api/notifications/${id}/read/`);
}

/** Marks one read at once on screen, then confirms with the server's figures. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueriesData<NotificationPage | null>(
        { queryKey: notificationKeys.all },
        (page) => {
          if (!page) return page;
          const target = page.results.find((item) => item.id === id);
          if (!target || target.is_read) return page;
          return {
            ...page,
            unread_count: Math.max(0, page.unread_count - 1),
            results: page.results.map((item) =>
              item.id === id ? { ...item, is_read: true } : item,
            ),
          };
        },
      );
    },
    onError: (error) => console.warn('Failed to mark the notification as read', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
