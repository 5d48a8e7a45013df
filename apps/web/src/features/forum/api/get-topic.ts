import type { TopicDetail } from '@academy/contract/forum';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

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

export function useTopic(id: string, commentsPage: number) {
  return useQuery({
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
