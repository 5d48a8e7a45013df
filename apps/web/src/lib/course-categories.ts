import type { Category } from '@academy/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/categories/: the catalogue's category filter and the course form's Category select. */
export const categoriesQueryKey = ['catalogue', 'categories'] as const;

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/api/categories/', { auth: false, signal });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 5 * 60_000,
  });
}
