import type { ContactMessage, ContactRequest } from '@academy/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact/: the message is stored and the staff are mailed; 201 with the message. */
export function sendContactMessage(body: ContactRequest) {
  // A visitor's form: no bearer, so an expired session never turns a send into a logout.
  return api.post<ContactMessage>('/api/contact/', body, { auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
