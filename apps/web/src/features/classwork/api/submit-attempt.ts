import type { QuizAttempt } from '@academy/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attemptQueryKey } from './get-attempt';

/** POST /api/quiz-attempts/{id}/submit/: graded and closed; answers the review. */
export function submitAttempt(attemptId: number): Promise<QuizAttempt> {
  return api.post<QuizAttempt>(`/api/quiz-attempts/${attemptId}/submit/`);
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptQueryKey(String(attempt.attempt_id)), attempt);
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'classwork' && query.queryKey[1] !== 'attempt',
      });
    },
  });
}
