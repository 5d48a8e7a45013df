import type { EmailRequest, MessageResponse, VerifyOtpRequest } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/login/unlock-code/: mails the code that lets this browser through a lock. */
export function requestUnlockCode(body: EmailRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/login/unlock-code/', body, { auth: false });
}

/** POST /api/accounts/login/unlock/: spends the code; the answer sets this browser's device cookie. */
export function unlockBrowser(body: VerifyOtpRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/login/unlock/', body, { auth: false });
}

export function useRequestUnlockCode() {
  return useMutation({ mutationFn: requestUnlockCode });
}

export function useUnlockBrowser() {
  return useMutation({ mutationFn: unlockBrowser });
}
