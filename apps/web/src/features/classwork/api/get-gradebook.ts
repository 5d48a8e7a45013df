import type { Gradebook } from '@academy/contract/gradebook';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';

/** GET /api/courses/{id}/gradebook/: one page of learners (200 at a time) against the items. */
export function useGradebook(courseId: string, page: number) {
  return useQuery({
    queryKey: ['classwork', 'gradebook', courseId, page],
    queryFn: ({ signal }) =>
      api.get<Gradebook>(`/api/courses/${encodeURIComponent(courseId)}/gradebook/`, {
        signal,
        query: { page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/courses/{id}/gradebook/csv/: the whole gradebook saved as a CSV file. */
export function downloadGradebookCsv(courseId: string): Promise<void> {
  return downloadWithSession(
    `/api/courses/${encodeURIComponent(courseId)}/gradebook/csv/`,
    `gradebook-course-${courseId}.csv`,
  );
}
