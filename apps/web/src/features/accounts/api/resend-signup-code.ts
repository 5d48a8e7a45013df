import type { EmailRequest, MessageResponse } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/resend-otp/: a new sign-up code, at most one a minute. */
export function resendSignupCode(body: EmailRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/resend-otp/', body, { auth: false });
}

export function useResendSignupCode() {
  return useMutation({ mutationFn: resendSignupCode });
}
