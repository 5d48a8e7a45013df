import { learningLimits, reviewsPageSchema, type ReviewsPage } from '@academy/contract/learning';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

export const courseReviewsQueryKey = (courseId: string, page?: number) =>
  page === undefined
    ? (['learning', 'reviews', courseId] as const)
    : (['learning', 'reviews', courseId, page] as const);

/**
 * GET /api/courses/{id}/reviews/?page=N: newest first, with the rating and the caller's own. The
 * answer is checked against the contract: the tab sits on another feature's page, and a malformed
 * answer must fail as this tab's error, not break the course page.
 */
export async function getCourseReviews(
  courseId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const answer = await api.get<unknown>(`/api/courses/${encodeURIComponent(courseId)}/reviews/`, {
    query: { page, page_size: learningLimits.reviewsPageSize },
    signal,
  });
  return reviewsPageSchema.parse(answer);
}

export function useCourseReviews(courseId: string, page: number) {
  return usePagedQuery(courseReviewsQueryKey(courseId, page), (signal) =>
    getCourseReviews(courseId, page, signal),
  );
}
