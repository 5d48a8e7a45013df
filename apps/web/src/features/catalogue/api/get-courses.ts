import type { CourseListItem } from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/list-courses/?page=…: one page of the catalogue. Search, filters and sort
 * happen on the server; the reader's bearer token makes is_enrolled theirs.
 */
export type CourseListQuery = Record<string, string | number>;

export const coursesQueryKey = (query: CourseListQuery) => ['catalogue', 'courses', query] as const;

export function fetchCourses(query: CourseListQuery, signal?: AbortSignal) {
  return api.get<Page<CourseListItem>>('/api/list-courses/', { query, signal });
}

export function useCourses(query: CourseListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coursesQueryKey(query),
    queryFn: ({ signal }) => fetchCourses(query, signal),
    // The next page or sort keeps the current cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}
