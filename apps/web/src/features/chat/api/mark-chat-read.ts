import type { MarkAllReadResult } from '@academy/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/notifications/read-all/ with {type: 'chat_message', course_id}: the chat is open, so
 * its message notifications are seen. Without this an unread one would hold back the next (the
 * server sends one chat notification per course until it is read).
 */
export function markChatRead(courseId: number) {
  return api.post<MarkAllReadResult>('/api/notifications/read-all/', {
    type: 'chat_message',
    course_id: courseId,
  });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: ({ marked_read }) => {
      // The bell and the notification centre live under this key (features/notifications).
      if (marked_read > 0) void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
    onError: (error) => console.warn('Failed to mark chat notifications as read', error),
  });
}
