import type { CourseVideoInsight } from '@academy/contract/videos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-courses/{id}/video-insight/: plays, viewers and retention per video. */
export const courseVideoInsightQueryKey = (courseId: number) =>
  ['videos', 'course-insight', courseId] as const;

export function useCourseVideoInsight(courseId: number) {
  return useQuery({
    queryKey: courseVideoInsightQueryKey(courseId),
    queryFn: ({ signal }) =>
      api.get<CourseVideoInsight>(`/api/instructor-courses/${courseId}/video-insight/`, {
        signal,
      }),
  });
}
