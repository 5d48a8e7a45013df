import { api } from '../api-client';
import { isNonEmptyString, isRecord } from '../json-guards';
import { readProfile, type Profile } from './profile';

/** Account calls the session itself needs. */

export type Tokens = { access: string; refresh: string };

function readTokens(answer: unknown): Tokens {
  if (!isRecord(answer) || !isNonEmptyString(answer.access) || !isNonEmptyString(answer.refresh)) {
    throw new TypeError('The login answer has no tokens');
  }
  return { access: answer.access, refresh: answer.refresh };
}

export const profileQueryKey = ['accounts', 'profile'] as const;

function bearer(accessToken: string) {
  return { auth: false, headers: { Authorization: `Bearer ${accessToken}` } } as const;
}

/** POST /api/accounts/login/ → {access, refresh}; a wrong password throws ApiError 400/401. */
export async function requestLogin(email: string, password: string): Promise<Tokens> {
  const answer = await api.post('/api/accounts/login/', { email, password }, { auth: false });
  return readTokens(answer);
}

/** GET /api/accounts/profile/, with an explicit token right after login, else the session's. */
export async function fetchProfile(accessToken?: string, signal?: AbortSignal): Promise<Profile> {
  const options = accessToken ? { ...bearer(accessToken), signal } : { signal };
  return readProfile(await api.get('/api/accounts/profile/', options));
}

/** POST /api/accounts/logout/ {refresh}: revokes the refresh token; the answer is ignored. */
export async function requestLogout(tokens: { refreshToken: string; accessToken: string }) {
  await api.post(
    '/api/accounts/logout/',
    { refresh: tokens.refreshToken },
    bearer(tokens.accessToken),
  );
}
