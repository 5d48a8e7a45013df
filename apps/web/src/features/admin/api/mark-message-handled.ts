import type { AdminContactMessage } from '@academy/contract/contact';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

/** PATCH /api/admin/contact-messages/{id}/ {handled} (contact module). */
export function markMessageHandled(input: { id: number; handled: boolean }) {
  return api.patch<AdminContactMessage>(`/api/admin/contact-messages/${input.id}/`, {
    handled: input.handled,
  });
}

export function useMarkMessageHandled() {
  return useInvalidatingMutation(markMessageHandled, ['admin', 'contact-messages']);
}
