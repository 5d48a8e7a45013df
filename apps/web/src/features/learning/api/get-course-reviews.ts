import { learningLimits, type ReviewsPage } from '@academy/contract/learning';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const courseReviewsQueryKey = (courseId: string, page?: number) =>
  page === undefined
    ? (['learning', 'reviews', courseId] as const)
    : (['learning', 'reviews', courseId, page] as const);

/** GET /api/courses/{id}/reviews/?page=N: newest first, with the rating and the caller's own. */
export function getCourseReviews(
  courseId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return api.get<ReviewsPage>(`/api/courses/${encodeURIComponent(courseId)}/reviews/`, {
    query: { page, page_size: learningLimits.reviewsPageSize },
    signal,
  });
}

export function useCourseReviews(courseId: string, page: number) {
  return useQuery({
    queryKey: courseReviewsQueryKey(courseId, page),
    queryFn: ({ signal }) => getCourseReviews(courseId, page, signal),
    placeholderData: keepPreviousData,
  });
}
