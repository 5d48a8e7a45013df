import type { Classwork } from '@academy/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const classworkQueryKey = (courseId: string) => ['classwork', 'course', courseId] as const;

/** GET /api/courses/{id}/classwork/: the course's quizzes by module, with the caller's state. */
export function getClasswork(courseId: string, signal?: AbortSignal): Promise<Classwork> {
  return api.get<Classwork>(`/api/courses/${encodeURIComponent(courseId)}/classwork/`, { signal });
}

export function useClasswork(courseId: string) {
  return useQuery({
    queryKey: classworkQueryKey(courseId),
    queryFn: ({ signal }) => getClasswork(courseId, signal),
  });
}
