import type { LessonArticleInput, LessonReading } from '@academy/contract/readings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';
import { lessonReadingQueryKey } from './get-lesson-reading';

/** PUT /api/lessons/{id}/article/: the instructor's article for a lesson. */
export function saveLessonArticle(lessonId: number, input: LessonArticleInput) {
  return api.put<LessonReading>(`/api/lessons/${lessonId}/article/`, input);
}

export function useSaveLessonArticle(courseId: string, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LessonArticleInput) => saveLessonArticle(lessonId, input),
    onSuccess: (reading) => {
      queryClient.setQueryData(lessonReadingQueryKey(lessonId), reading);
      void queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) });
    },
  });
}
