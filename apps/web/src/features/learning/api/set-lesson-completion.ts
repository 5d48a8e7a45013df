import type { EnrolledCourse } from '@academy/contract/enrolment';
import type { LessonCompletion } from '@academy/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';
import { learningProgressQueryKey } from './get-learning-progress';

export type LessonCompletionInput = { lessonId: number; isCompleted: boolean };

/** POST (done) or DELETE (not done) /api/lessons/{id}/complete/. */
export function setLessonCompletion({
  lessonId,
  isCompleted,
}: LessonCompletionInput): Promise<LessonCompletion> {
  const path = `/api/lessons/${lessonId}/complete/` as const;
  return isCompleted ? api.post<LessonCompletion>(path) : api.delete<LessonCompletion>(path);
}

/** The course as cached, with the server's new completion state applied. */
export function applyCompletion(course: EnrolledCourse, answer: LessonCompletion): EnrolledCourse {
  return {
    ...course,
    completed_lessons: answer.completed_lessons,
    total_lessons: answer.total_lessons,
    percentage: answer.percentage,
    certificate_code: answer.certificate_code,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) =>
        lesson.lesson_id === answer.lesson_id
          ? { ...lesson, is_completed: answer.is_completed }
          : lesson,
      ),
    })),
  };
}

export function useSetLessonCompletion(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLessonCompletion,
    onSuccess: (answer) => {
      queryClient.setQueryData<EnrolledCourse>(enrolledCourseQueryKey(courseId), (course) =>
        course ? applyCompletion(course, answer) : course,
      );
      void queryClient.invalidateQueries({ queryKey: learningProgressQueryKey });
    },
  });
}
