import type { CertificateRule, CourseGrades, GradeWeights } from '@academy/contract/grades';
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

/** PUT /api/courses/{id}/certificate-rule/: whether the certificate also requires a pass mark. */
export function useSaveCertificateRule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CertificateRule) =>
      api.put<CertificateRule>(
        `/api/courses/${encodeURIComponent(courseId)}/certificate-rule/`,
        rule,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork', 'grades', courseId] }),
  });
}
