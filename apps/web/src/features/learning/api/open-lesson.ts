import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { learningProgressQueryKey } from './get-learning-progress';

/** POST /api/lessons/{id}/open/: "continue learning" resumes at this lesson. */
export function openLesson(lessonId: number): Promise<void> {
  return api.post<void>(`/api/lessons/${lessonId}/open/`);
}

export function useOpenLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningProgressQueryKey }),
  });
}
