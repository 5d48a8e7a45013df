import type { EnrolledCourse } from '@academy/contract/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';
import { learningProgressQueryKey } from './get-learning-progress';

/** POST /api/lessons/{id}/open/: "continue learning" resumes at this lesson. */
export function openLesson(lessonId: number): Promise<void> {
  return api.post<void>(`/api/lessons/${lessonId}/open/`);
}

/**
 * Records the lesson on screen and moves the cached course's resume point with it at once, so a
 * "continue" link followed within the cache's lifetime lands here and not on the lesson the page
 * was first opened at.
 */
export function useOpenLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openLesson,
    onMutate: (lessonId) => {
      queryClient.setQueryData<EnrolledCourse>(enrolledCourseQueryKey(courseId), (course) =>
        course ? { ...course, last_lesson_id: lessonId } : course,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningProgressQueryKey }),
  });
}
