import type { Topic, TopicInput } from '@academy/contract/forum';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { topicsQueryKey } from './get-topics';

/** POST /api/forums/topics/: name, text, category_id; answers the created topic. */
export function createTopic(input: TopicInput) {
  return api.post<Topic>('/api/forums/topics/', input);
}

export function useCreateTopic() {
  return useInvalidatingMutation(createTopic, topicsQueryKey());
}
