import type { Review, ReviewDraftInput } from '@academy/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseReviewsQueryKey } from './get-course-reviews';

export type SaveReviewInput = ReviewDraftInput & { reviewId?: number };

/** POST /api/courses/{id}/reviews/ for the first review, PUT /api/reviews/{id}/ to edit it. */
export function saveReview(courseId: string, { reviewId, ...draft }: SaveReviewInput) {
  return reviewId === undefined
    ? api.post<Review>(`/api/courses/${encodeURIComponent(courseId)}/reviews/`, draft)
    : api.put<Review>(`/api/reviews/${reviewId}/`, draft);
}

export function useSaveReview(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveReviewInput) => saveReview(courseId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseReviewsQueryKey(courseId) }),
        // The course's rating shows on its cards and detail page.
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
