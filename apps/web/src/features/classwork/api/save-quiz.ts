import type { QuizForm } from '@academy/contract/quizzes';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export type SaveQuizInput = { courseId: number; quizId?: number; form: QuizForm };

/** POST /api/courses/{id}/quizzes/ for a new quiz, PUT /api/instructor-quizzes/{id}/ otherwise. */
export function saveQuiz({ courseId, quizId, form }: SaveQuizInput): Promise<{ quiz_id: number }> {
  return quizId === undefined
    ? api.post(`/api/courses/${courseId}/quizzes/`, form)
    : api.put(`/api/instructor-quizzes/${quizId}/`, form);
}

export function useSaveQuiz() {
  return useInvalidatingMutation(saveQuiz, ['classwork']);
}
