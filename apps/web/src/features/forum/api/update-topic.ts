import type { Topic, TopicInput } from '@academy/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topicQueryKey } from './get-topic';
import { topicsQueryKey } from './get-topics';

/** PUT /api/forums/topics/{id}/: name, text, category_id (the author only). */
export function updateTopic(id: number, input: TopicInput) {
  return api.put<Topic>(`/api/forums/topics/${id}/`, input);
}

export function useUpdateTopic(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicInput) => updateTopic(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: topicQueryKey(String(id)) }),
        queryClient.invalidateQueries({ queryKey: topicsQueryKey() }),
      ]),
  });
}
