import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/forums/topics/{id}/: its author, or staff moderating. */
export function deleteTopic(id: number) {
  return api.delete<void>(`/api/forums/topics/${id}/`);
}

/** The page reloads after a deletion, so no cache needs updating. */
export function useDeleteTopic() {
  return useMutation({ mutationFn: deleteTopic });
}
