import type { EnrolledCourse } from '@academy/contract/enrolment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const enrolledCourseQueryKey = (courseId: string) =>
  ['learning', 'enrolled-course', courseId] as const;

/** GET /api/enrolled-course/{id}/: the course as its learners follow it. */
export function getEnrolledCourse(courseId: string, signal?: AbortSignal): Promise<EnrolledCourse> {
  return api.get<EnrolledCourse>(`/api/enrolled-course/${encodeURIComponent(courseId)}/`, {
    signal,
  });
}

export function useEnrolledCourse(courseId: string) {
  return useQuery({
    queryKey: enrolledCourseQueryKey(courseId),
    queryFn: ({ signal }) => getEnrolledCourse(courseId, signal),
  });
}
