import type { EnrolledCourse } from '@academy/contract/enrolment';
import type { LessonCompletion } from '@academy/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';
import { learningProgressQueryKey } from './get-learning-progress';
import { applyCompletion } from './set-lesson-completion';

/** POST /api/lessons/{id}/read/: the learner reached the article's end; the server completes it. */
export function readLesson(lessonId: number): Promise<LessonCompletion> {
  return api.post<LessonCompletion>(`/api/lessons/${lessonId}/read/`);
}

export function useReadLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readLesson,
    onSuccess: (answer) => {
      queryClient.setQueryData<EnrolledCourse>(enrolledCourseQueryKey(courseId), (course) =>
        course ? applyCompletion(course, answer) : course,
      );
      void queryClient.invalidateQueries({ queryKey: learningProgressQueryKey });
    },
  });
}
