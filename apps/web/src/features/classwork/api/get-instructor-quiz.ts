import type { InstructorQuiz } from '@academy/contract/quizzes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const instructorQuizQueryKey = (quizId: string) =>
  ['classwork', 'instructor-quiz', quizId] as const;

/** GET /api/instructor-quizzes/{id}/: the quiz form with its answer key, for its instructor. */
export function getInstructorQuiz(quizId: string, signal?: AbortSignal): Promise<InstructorQuiz> {
  return api.get<InstructorQuiz>(`/api/instructor-quizzes/${encodeURIComponent(quizId)}/`, {
    signal,
  });
}

export function useInstructorQuiz(quizId: string | undefined) {
  return useQuery({
    queryKey: instructorQuizQueryKey(quizId ?? ''),
    queryFn: ({ signal }) => getInstructorQuiz(quizId!, signal),
    enabled: quizId !== undefined,
  });
}
