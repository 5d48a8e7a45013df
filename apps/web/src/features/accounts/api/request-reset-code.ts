import type { EmailRequest, MessageResponse } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/password-reset/request-otp/ (step 1 of the reset). */
export function requestResetCode(body: EmailRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/password-reset/request-otp/', body, {
    auth: false,
  });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
