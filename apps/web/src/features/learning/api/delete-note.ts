import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';

/** DELETE /api/notes/{id}/. */
export function deleteNote(noteId: number): Promise<void> {
  return api.delete<void>(`/api/notes/${noteId}/`);
}

export function useDeleteNote(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) }),
  });
}
