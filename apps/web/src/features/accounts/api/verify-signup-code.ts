import type { MessageResponse, VerifyOtpRequest } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/verify-otp/: marks the account verified. */
export function verifySignupCode(body: VerifyOtpRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/verify-otp/', body, { auth: false });
}

export function useVerifySignupCode() {
  return useMutation({ mutationFn: verifySignupCode });
}
