import type { RegisterRequest, RegisterResponse } from '@academy/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/accounts/register/: an unverified account and a mailed code. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/accounts/register/', body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
