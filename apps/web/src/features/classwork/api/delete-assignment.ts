import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/instructor-assignments/{id}/: with every submission, file and grade. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      api.delete<null>(`/api/instructor-assignments/${assignmentId}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork'] }),
  });
}
