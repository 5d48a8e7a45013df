import type { CourseProgress } from '@academy/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const learningProgressQueryKey = ['learning', 'progress'] as const;

/** GET /api/learning/progress/: every enrolment of the user with its progress, in one call. */
export function getLearningProgress(signal?: AbortSignal): Promise<CourseProgress[]> {
  return api.get<CourseProgress[]>('/api/learning/progress/', { signal });
}

export function useLearningProgress() {
  return useQuery({
    queryKey: learningProgressQueryKey,
    queryFn: ({ signal }) => getLearningProgress(signal),
  });
}
