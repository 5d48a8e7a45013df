import type { Gradebook } from '@academy/contract/gradebook';
import { api } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';
import { usePagedQuery } from '../../../lib/paged-query';

/** GET /api/courses/{id}/gradebook/: one page of learners (200 at a time) against the items. */
export function useGradebook(courseId: string, page: number) {
  return usePagedQuery(['classwork', 'gradebook', courseId, page], (signal) =>
    api.get<Gradebook>(`/api/courses/${encodeURIComponent(courseId)}/gradebook/`, {
      signal,
      query: { page },
    }),
  );
}

/** GET /api/courses/{id}/gradebook/csv/: the whole gradebook saved as a CSV file. */
export function downloadGradebookCsv(courseId: string): Promise<void> {
  return downloadWithSession(
    `/api/courses/${encodeURIComponent(courseId)}/gradebook/csv/`,
    `gradebook-course-${courseId}.csv`,
  );
}
