import type { ResetTokenResponse, VerifyOtpRequest } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/password-reset/verify-otp/: the single-use token for step 3. */
export function verifyResetCode(body: VerifyOtpRequest): Promise<ResetTokenResponse> {
  return api.post<ResetTokenResponse>('/api/accounts/password-reset/verify-otp/', body, {
    auth: false,
  });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
