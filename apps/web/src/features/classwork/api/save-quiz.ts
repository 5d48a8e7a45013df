import type { QuizForm } from '@academy/contract/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveQuizInput = { courseId: number; quizId?: number; form: QuizForm };

/** POST /api/courses/{id}/quizzes/ for a new quiz, PUT /api/instructor-quizzes/{id}/ otherwise. */
export function saveQuiz({ courseId, quizId, form }: SaveQuizInput): Promise<{ quiz_id: number }> {
  return quizId === undefined
    ? api.post(`/api/courses/${courseId}/quizzes/`, form)
    : api.put(`/api/instructor-quizzes/${quizId}/`, form);
}

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork'] }),
  });
}
