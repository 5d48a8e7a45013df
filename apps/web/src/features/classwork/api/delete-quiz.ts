import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/instructor-quizzes/{id}/: the quiz and every attempt. */
export function deleteQuiz(quizId: number): Promise<void> {
  return api.delete(`/api/instructor-quizzes/${quizId}/`);
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork'] }),
  });
}
