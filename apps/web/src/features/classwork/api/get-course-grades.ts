import type { CourseGrades, GradeWeights } from '@academy/contract/grades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/courses/{id}/grades/: the caller's grades and the course total. */
export function useCourseGrades(courseId: string) {
  return useQuery({
    queryKey: ['classwork', 'grades', courseId],
    queryFn: ({ signal }) =>
      api.get<CourseGrades>(`/api/courses/${encodeURIComponent(courseId)}/grades/`, { signal }),
  });
}

/** PUT /api/courses/{id}/grade-weights/: how the total weighs quizzes and assignments. */
export function useSaveGradeWeights(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weights: GradeWeights) =>
      api.put<GradeWeights>(`/api/courses/${encodeURIComponent(courseId)}/grade-weights/`, weights),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork', 'grades', courseId] }),
  });
}
