import type { LiveSchedule } from '@academy/contract/live-classes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const liveScheduleQueryKey = (courseId: string) =>
  ['live-classes', 'schedule', courseId] as const;

/** GET /api/courses/{id}/live-schedule/: a course's coming class times, for any visitor. */
export function getLiveSchedule(courseId: string, signal?: AbortSignal): Promise<LiveSchedule> {
  return api.get<LiveSchedule>(`/api/courses/${encodeURIComponent(courseId)}/live-schedule/`, {
    signal,
    auth: false,
  });
}

export function useLiveSchedule(courseId: string) {
  return useQuery({
    queryKey: liveScheduleQueryKey(courseId),
    queryFn: ({ signal }) => getLiveSchedule(courseId, signal),
  });
}
