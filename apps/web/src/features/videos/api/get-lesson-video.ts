import type { LessonVideoState } from '@academy/contract/videos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-lessons/{id}/video/: the lesson's hosted video as its editor sees it. */
export const lessonVideoQueryKey = (lessonId: number) => ['videos', 'lesson', lessonId] as const;

export function fetchLessonVideo(lessonId: number, signal?: AbortSignal) {
  return api.get<LessonVideoState>(`/api/instructor-lessons/${lessonId}/video/`, { signal });
}

/** Asked again every two seconds while a video waits or converts, so the per cent moves. */
export function useLessonVideo(lessonId: number) {
  return useQuery({
    queryKey: lessonVideoQueryKey(lessonId),
    queryFn: ({ signal }) => fetchLessonVideo(lessonId, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.pending?.status;
      return status === 'queued' || status === 'processing' ? 2000 : false;
    },
  });
}
