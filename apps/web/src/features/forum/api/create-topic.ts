import type { Topic, TopicInput } from '@academy/contract/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { topicsQueryKey } from './get-topics';

/** POST /api/forums/topics/: name, text, category_id; answers the created topic. */
export function createTopic(input: TopicInput) {
  return api.post<Topic>('/api/forums/topics/', input);
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsQueryKey() }),
  });
}
