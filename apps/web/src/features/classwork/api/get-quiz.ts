import type { QuizOverview } from '@academy/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const quizQueryKey = (quizId: string) => ['classwork', 'quiz', quizId] as const;

/** GET /api/quizzes/{id}/: the quiz's page for the caller, with their attempts and grade. */
export function getQuiz(quizId: string, signal?: AbortSignal): Promise<QuizOverview> {
  return api.get<QuizOverview>(`/api/quizzes/${encodeURIComponent(quizId)}/`, { signal });
}

export function useQuiz(quizId: string) {
  return useQuery({
    queryKey: quizQueryKey(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
  });
}
