import type { QuizAttempt } from '@academy/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attemptQueryKey } from './get-attempt';

/** POST /api/quizzes/{id}/attempts/: a new attempt, or the one in progress. */
export function startAttempt(quizId: number): Promise<QuizAttempt> {
  return api.post<QuizAttempt>(`/api/quizzes/${quizId}/attempts/`);
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptQueryKey(String(attempt.attempt_id)), attempt);
      return queryClient.invalidateQueries({ queryKey: ['classwork', 'quiz'] });
    },
  });
}
