import type { Comment } from '@academy/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topicQueryKey } from './get-topic';

/** PUT /api/forums/comments/{id}/: topic, text (the author only). */
export function updateComment(id: number, topic: number, text: string) {
  return api.put<Comment>(`/api/forums/comments/${id}/`, { topic, text });
}

export function useUpdateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => updateComment(id, topicId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicQueryKey(String(topicId)) }),
  });
}
