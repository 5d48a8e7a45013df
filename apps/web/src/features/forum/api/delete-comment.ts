import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topicQueryKey } from './get-topic';
import { topicsQueryKey } from './get-topics';

/** DELETE /api/forums/comments/{id}/: its author, or staff moderating. */
export function deleteComment(id: number) {
  return api.delete<void>(`/api/forums/comments/${id}/`);
}

export function useDeleteComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: topicQueryKey(String(topicId)) }),
        queryClient.invalidateQueries({ queryKey: topicsQueryKey() }),
      ]),
  });
}
