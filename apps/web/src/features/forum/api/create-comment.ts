import type { Comment, CommentInput } from '@academy/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topicQueryKey } from './get-topic';
import { topicsQueryKey } from './get-topics';

/** POST /api/forums/comments/: topic, text; answers 201 with the new comment. */
export function createComment(input: CommentInput) {
  return api.post<Comment>('/api/forums/comments/', input);
}

export function useCreateComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createComment({ topic: topicId, text }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: topicQueryKey(String(topicId)) }),
        queryClient.invalidateQueries({ queryKey: topicsQueryKey() }),
      ]),
  });
}
