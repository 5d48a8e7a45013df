import type { RosterPage } from '@academy/contract/people';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

export const rosterQueryKey = (courseId: number, search: string, page: number) =>
  ['people', 'roster', courseId, search, page] as const;

/** GET /api/courses/{id}/roster/: the enrolled learners, by name, for the course's teachers. */
export function useRoster(courseId: number, search: string, page: number) {
  // The list stays on screen while the next page or search loads.
  return usePagedQuery(rosterQueryKey(courseId, search, page), (signal) => {
    const query = { page, search: search || undefined };
    return api.get<RosterPage>(`/api/courses/${courseId}/roster/`, { query, signal });
  });
}
