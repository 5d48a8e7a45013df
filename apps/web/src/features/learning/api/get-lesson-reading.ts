import type { LessonReading } from '@academy/contract/readings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/lessons/{id}/reading/: the lesson's article and notebook with its reading time. */
export const lessonReadingQueryKey = (lessonId: number) =>
  ['learning', 'reading', lessonId] as const;

export function fetchLessonReading(lessonId: number, signal?: AbortSignal): Promise<LessonReading> {
  return api.get<LessonReading>(`/api/lessons/${lessonId}/reading/`, { signal });
}

export function useLessonReading(lessonId: number, enabled: boolean) {
  return useQuery({
    queryKey: lessonReadingQueryKey(lessonId),
    queryFn: ({ signal }) => fetchLessonReading(lessonId, signal),
    enabled,
  });
}
