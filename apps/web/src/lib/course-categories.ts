import type { Category } from '@academy/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { useLanguage } from './i18n';

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

/** A category's name for a reader: the Bangla one in Bangla when staff gave one, else the English. */
export function categoryLabel(
  category: Pick<Category, 'category_name' | 'category_name_bn'>,
  language: 'en' | 'bn',
): string {
  return language === 'bn' && category.category_name_bn
    ? category.category_name_bn
    : category.category_name;
}

/**
 * Names a category by its id in the reader's language, from the one categories list every page
 * shares; `fallback` (the name a course answer carries) until the list is in, or for an unknown id.
 */
export function useCategoryName(): (id: number, fallback: string) => string {
  const language = useLanguage();
  const { data } = useCategories();
  return useCallback(
    (id, fallback) => {
      const found = Array.isArray(data)
        ? data.find((category) => category.category_id === id)
        : undefined;
      return found ? categoryLabel(found, language) : fallback;
    },
    [data, language],
  );
}
