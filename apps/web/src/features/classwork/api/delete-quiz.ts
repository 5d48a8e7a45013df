import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** DELETE /api/instructor-quizzes/{id}/: the quiz and every attempt. */
export function deleteQuiz(quizId: number): Promise<void> {
  return api.delete(`/api/instructor-quizzes/${quizId}/`);
}

export function useDeleteQuiz() {
  return useInvalidatingMutation(deleteQuiz, ['classwork']);
}
