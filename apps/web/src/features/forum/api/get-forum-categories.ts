import type { ForumCategory } from '@academy/contract/forum';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forumCategoriesQueryKey = ['forum', 'categories'] as const;

/** GET /api/forums/categories/: the boards a topic is filed under. */
export function getForumCategories(signal?: AbortSignal) {
  return api.get<ForumCategory[]>('/api/forums/categories/', { signal });
}

export function useForumCategories() {
  return useQuery({
    queryKey: forumCategoriesQueryKey,
    queryFn: ({ signal }) => getForumCategories(signal),
    staleTime: 10 * 60_000,
  });
}
