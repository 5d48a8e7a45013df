import type { ReleaseGrades } from '@academy/contract/grading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/courses/{id}/grades/release/: the grades named, or every graded one with `all`. */
export function useReleaseGrades() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number; body: ReleaseGrades }) =>
      api.post<{ released: number }>(`/api/courses/${courseId}/grades/release/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork'] }),
  });
}
