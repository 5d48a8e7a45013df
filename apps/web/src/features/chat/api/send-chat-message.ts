import type { ChatMessage } from '@academy/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addChatMessage, chatMessagesQueryKey } from './get-chat-messages';
import { conversationsQueryKey } from './get-conversations';

/** POST /api/chat/{courseId}/send/: content; answers 201 with the stored message. */
export function sendChatMessage(courseId: string, content: string) {
  return api.post<ChatMessage>(`/api/chat/${encodeURIComponent(courseId)}/send/`, { content });
}

/** After a send the list refetches; the answer shows at once meanwhile. */
export function useSendChatMessage(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(courseId, content),
    onSuccess: (message) => {
      addChatMessage(queryClient, courseId, message);
      void queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(courseId) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
    onError: (error) => console.error('Failed to send message', error),
  });
}
