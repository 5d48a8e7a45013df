import type { QuizAttempt } from '@academy/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const attemptQueryKey = (attemptId: string) => ['classwork', 'attempt', attemptId] as const;

/** GET /api/quiz-attempts/{id}/: questions and saved answers; scores and review once submitted. */
export function getAttempt(attemptId: string, signal?: AbortSignal): Promise<QuizAttempt> {
  return api.get<QuizAttempt>(`/api/quiz-attempts/${encodeURIComponent(attemptId)}/`, { signal });
}

export function useAttempt(attemptId: string) {
  return useQuery({
    queryKey: attemptQueryKey(attemptId),
    queryFn: ({ signal }) => getAttempt(attemptId, signal),
    // Answers typed on this page are newer than any refetch would be.
    refetchOnWindowFocus: false,
  });
}
