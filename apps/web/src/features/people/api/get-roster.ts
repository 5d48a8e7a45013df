import type { RosterPage } from '@academy/contract/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const rosterQueryKey = (courseId: number, search: string, page: number) =>
  ['people', 'roster', courseId, search, page] as const;

/** GET /api/courses/{id}/roster/: the enrolled learners, by name, for the course's teachers. */
export function useRoster(courseId: number, search: string, page: number) {
  return useQuery({
    queryKey: rosterQueryKey(courseId, search, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      return api.get<RosterPage>(`/api/courses/${courseId}/roster/?${params}`, { signal });
    },
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
