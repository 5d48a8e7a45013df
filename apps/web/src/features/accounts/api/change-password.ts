import type { ChangePasswordRequest, MessageResponse, TokenPair } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { writeTokens } from '../../../lib/auth/session-storage';

type ChangePasswordResponse = MessageResponse & TokenPair;

/**
 * POST /api/accounts/change-password/. The server ends every other session and answers a fresh
 * pair for this one, which replaces the stored tokens.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const answer = await api.post<ChangePasswordResponse>('/api/accounts/change-password/', body);
  writeTokens({ accessToken: answer.access, refreshToken: answer.refresh });
  return answer;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
