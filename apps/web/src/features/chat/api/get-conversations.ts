import type { Conversation } from '@academy/contract/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../events/use-live-events';

export const conversationsQueryKey = ['chat', 'conversations'] as const;

/** GET /api/chat/conversations/: courses the user is enrolled in or teaches, liveliest first. */
export function getConversations(signal?: AbortSignal) {
  return api.get<Conversation[]>('/api/chat/conversations/', { signal });
}

export function useConversations() {
  const queryClient = useQueryClient();
  // A new message reorders the inbox.
  useLiveEvent('chat_message', () => {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  });
  return useQuery({
    queryKey: conversationsQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getConversations(signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to fetch conversations', error);
        throw error;
      }
    },
  });
}
