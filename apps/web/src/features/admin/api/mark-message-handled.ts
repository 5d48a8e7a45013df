import type { AdminContactMessage } from '@academy/contract/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/contact-messages/{id}/ {handled} (contact module). */
export function markMessageHandled(input: { id: number; handled: boolean }) {
  return api.patch<AdminContactMessage>(`/api/admin/contact-messages/${input.id}/`, {
    handled: input.handled,
  });
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
}
