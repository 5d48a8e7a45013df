import { forumLimits, type Topic } from '@academy/contract/forum';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const topicsQueryKey = (page?: number) =>
  page === undefined ? (['forum', 'topics'] as const) : (['forum', 'topics', page] as const);

/** GET /api/forums/topics/?page=N: 10 a page, newest first, with comment counts. */
export function getTopics(page: number, signal?: AbortSignal) {
  return api.get<Page<Topic>>('/api/forums/topics/', {
    query: { page, page_size: forumLimits.topicPageSize },
    signal,
  });
}

const emptyPage: Page<Topic> = { count: 0, next: null, previous: null, results: [] };

/** A failed list is logged and shows as empty. */
export function useTopics(page: number) {
  return useQuery({
    queryKey: topicsQueryKey(page),
    queryFn: async ({ signal }) => {
      try {
        return await getTopics(page, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Failed to fetch topics', error);
        return emptyPage;
      }
    },
    placeholderData: keepPreviousData,
    // New topics and comment counts: refetched whenever the list is opened.
    staleTime: 0,
  });
}
