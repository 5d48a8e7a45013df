import type { CourseDetail } from '@academy/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The course being paid for, as the catalogue describes it (price, discount in force, tiers). */
export const paymentCourseKey = (courseId: number) => ['enrolment', 'course', courseId] as const;

/** GET /api/course-details/{id}/ with the bearer, so is_enrolled is the reader's own. */
export function getPaymentCourse(courseId: number, signal?: AbortSignal) {
  return api.get<CourseDetail>(`/api/course-details/${courseId}/`, { signal });
}

export function usePaymentCourse(courseId: number | null) {
  return useQuery({
    queryKey: paymentCourseKey(courseId ?? 0),
    queryFn: ({ signal }) => getPaymentCourse(courseId!, signal),
    enabled: courseId !== null,
    // Prices must be current when the learner pays: always refetch on mount.
    staleTime: 0,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
