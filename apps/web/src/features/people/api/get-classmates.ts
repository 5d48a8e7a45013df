import type { ClassmatesPage } from '@academy/contract/people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const classmatesQueryKey = (courseId: number, page: number) =>
  ['people', 'classmates', courseId, page] as const;

/** GET /api/courses/{id}/classmates/: the classmates who chose to be listed. */
export function useClassmates(courseId: number, page: number) {
  return useQuery({
    queryKey: classmatesQueryKey(courseId, page),
    queryFn: ({ signal }) =>
      api.get<ClassmatesPage>(`/api/courses/${courseId}/classmates/?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
