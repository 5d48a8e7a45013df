import { QUIZ_ATTEMPTS_PAGE_SIZE } from '@academy/contract/quizzes';
import type { LearnerAttempt } from '@academy/contract/quizzes';
import type { Page } from '@academy/contract/pagination';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

export const learnerAttemptsQueryKey = (quizId: string, page: number) =>
  ['classwork', 'learner-attempts', quizId, page] as const;

/** GET /api/quizzes/{id}/attempts/: learners' submitted attempts, waiting ones first. */
export function getLearnerAttempts(
  quizId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<LearnerAttempt>> {
  return api.get<Page<LearnerAttempt>>(`/api/quizzes/${encodeURIComponent(quizId)}/attempts/`, {
    signal,
    query: { page, page_size: QUIZ_ATTEMPTS_PAGE_SIZE },
  });
}

export function useLearnerAttempts(quizId: string, page: number, enabled: boolean) {
  return usePagedQuery(
    learnerAttemptsQueryKey(quizId, page),
    (signal) => getLearnerAttempts(quizId, page, signal),
    { enabled },
  );
}
