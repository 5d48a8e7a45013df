import type { GradeAnswers, QuizAttempt } from '@academy/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attemptQueryKey } from './get-attempt';

/** PUT /api/quiz-attempts/{id}/grades/: the instructor's scores and feedback for essays. */
export function gradeAnswers(attemptId: number, body: GradeAnswers): Promise<QuizAttempt> {
  return api.put<QuizAttempt>(`/api/quiz-attempts/${attemptId}/grades/`, body);
}

export function useGradeAnswers(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeAnswers) => gradeAnswers(attemptId, body),
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptQueryKey(String(attempt.attempt_id)), attempt);
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'classwork' && query.queryKey[1] !== 'attempt',
      });
    },
  });
}
