import type { TopicDetail } from '@academy/contract/forum';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useLiveEvent } from '../../events/use-live-events';

export const topicQueryKey = (id: string, commentsPage?: number) =>
  commentsPage === undefined
    ? (['forum', 'topic', id] as const)
    : (['forum', 'topic', id, commentsPage] as const);

/** GET /api/forums/topics/{id}/?comments_page=N: the topic with 10 comments, newest first. */
export function getTopic(id: string, commentsPage: number, signal?: AbortSignal) {
  return api.get<TopicDetail>(`/api/forums/topics/${encodeURIComponent(id)}/`, {
    query: { comments_page: commentsPage },
    signal,
  });
}

/**
 * The topic page. Discussions move: it refetches whenever it is opened, and at once when a live
 * notification says this topic has a new comment.
 */
export function useTopic(id: string, commentsPage: number) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    const notification = data as { forum_topic_id?: number | null } | null;
    if (notification?.forum_topic_id !== undefined && String(notification.forum_topic_id) === id) {
      void queryClient.invalidateQueries({ queryKey: topicQueryKey(id) });
    }
  });
  return useQuery({
    staleTime: 0,
    queryKey: topicQueryKey(id, commentsPage),
    queryFn: async ({ signal }) => {
      try {
        return await getTopic(id, commentsPage, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Failed to fetch topic', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // A missing topic is final; other failures may be passing.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
