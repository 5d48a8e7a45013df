import type { LessonPlayback } from '@academy/contract/videos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** GET /api/lessons/{id}/video/: the viewer's signed playlist, or null when there is no video. */
export const lessonPlaybackQueryKey = (lessonId: number) =>
  ['videos', 'playback', lessonId] as const;

export async function fetchLessonPlayback(
  lessonId: number,
  signal?: AbortSignal,
): Promise<LessonPlayback | null> {
  try {
    return await api.get<LessonPlayback>(`/api/lessons/${lessonId}/video/`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Signatures last 15 minutes: asked again every 10, so the addresses never run out mid-play. */
export function useLessonPlayback(lessonId: number) {
  return useQuery({
    queryKey: lessonPlaybackQueryKey(lessonId),
    queryFn: ({ signal }) => fetchLessonPlayback(lessonId, signal),
    refetchInterval: 10 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
