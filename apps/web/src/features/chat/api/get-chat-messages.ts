import { chatLimits, type ChatMessage } from '@academy/contract/chat';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useLiveConnected, useLiveEvent } from '../../events/use-live-events';

export const chatMessagesQueryKey = (courseId: string) => ['chat', 'messages', courseId] as const;

/** GET /api/chat/{courseId}/messages/?before=&limit=: newest last; the last 50 by default. */
export function getChatMessages(
  courseId: string,
  options: { before?: number; limit?: number; signal?: AbortSignal } = {},
) {
  return api.get<ChatMessage[]>(`/api/chat/${encodeURIComponent(courseId)}/messages/`, {
    query: { before: options.before, limit: options.limit },
    signal: options.signal,
  });
}

/** Adds messages to the cached list (a live event, a sent message), keeping it ordered, once each. */
export function mergeChatMessages(current: ChatMessage[] | undefined, added: ChatMessage[]) {
  const byId = new Map((current ?? []).map((message) => [message.message_id, message]));
  for (const message of added) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.message_id - b.message_id);
}

export function addChatMessage(queryClient: QueryClient, courseId: string, message: ChatMessage) {
  queryClient.setQueryData<ChatMessage[]>(chatMessagesQueryKey(courseId), (current) =>
    current ? mergeChatMessages(current, [message]) : current,
  );
}

/**
 * The course chat: refetched every 5 s while the live stream is down; with it up,
 * each message arrives as it is sent. Failures are only logged.
 */
export function useChatMessages(courseId: string) {
  const queryClient = useQueryClient();
  const isLive = useLiveConnected();
  useLiveEvent('chat_message', (data) => {
    const message = data as ChatMessage | null;
    if (message && String(message.course_id) === courseId) {
      addChatMessage(queryClient, courseId, message);
    }
  });
  useLiveEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(courseId) });
  });
  return useQuery({
    queryKey: chatMessagesQueryKey(courseId),
    queryFn: async ({ signal }) => {
      try {
        const latest = await getChatMessages(courseId, { signal });
        // Keep what the live stream added; the server's answer wins for the messages it holds.
        const cached = queryClient.getQueryData<ChatMessage[]>(chatMessagesQueryKey(courseId));
        const oldest = latest[0]?.message_id ?? Infinity;
        return mergeChatMessages(
          latest,
          (cached ?? []).filter((message) => message.message_id > oldest),
        );
      } catch (error) {
        if (!signal.aborted) console.error('Failed to fetch messages', error);
        throw error;
      }
    },
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 403
        ? false
        : isLive
          ? chatLimits.livePollMs
          : chatLimits.pollMs,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
