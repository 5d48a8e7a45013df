import type { SaveAnswers } from '@academy/contract/quizzes';
import { api } from '../../../lib/api-client';

/** PUT /api/quiz-attempts/{id}/answers/: answers saved as the learner goes. */
export function saveAnswers(attemptId: number, body: SaveAnswers): Promise<void> {
  return api.put(`/api/quiz-attempts/${attemptId}/answers/`, body);
}
