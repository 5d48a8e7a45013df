import type { MessageResponse, SetPasswordRequest } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/password-reset/set-password/ (step 3 of the reset). */
export function setNewPassword(body: SetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/password-reset/set-password/', body, {
    auth: false,
  });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
