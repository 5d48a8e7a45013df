import type { ClassmatesPage } from '@academy/contract/people';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

export const classmatesQueryKey = (courseId: number, page: number) =>
  ['people', 'classmates', courseId, page] as const;

/** GET /api/courses/{id}/classmates/: the classmates who chose to be listed. */
export function useClassmates(courseId: number, page: number) {
  return usePagedQuery(classmatesQueryKey(courseId, page), (signal) =>
    api.get<ClassmatesPage>(`/api/courses/${courseId}/classmates/`, { query: { page }, signal }),
  );
}
