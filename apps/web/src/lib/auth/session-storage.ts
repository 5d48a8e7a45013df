import { clearAccountCaches } from '../../pwa/account-caches';
import { isNonEmptyString, isRecord } from '../json-guards';
import { readProfile, type Profile } from './profile';

/** The session lives in localStorage under this key. */
export const SESSION_STORAGE_KEY = 'auth';

export type Session = { user: Profile; accessToken: string; refreshToken: string };

function toSession(value: unknown): Session {
  if (!isRecord(value) || !isNonEmptyString(value.accessToken)) throw new TypeError('No token');
  if (!isNonEmptyString(value.refreshToken)) throw new TypeError('No refresh token');
  const { accessToken, refreshToken } = value;
  return { user: readProfile(value.user), accessToken, refreshToken };
}

/** The stored session, or null when there is none or it cannot be read (then it is removed). */
export function readSession(): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return toSession(JSON.parse(raw));
  } catch (error) {
    console.error('Discarding an unreadable stored session', error);
    clearSession();
    return null;
  }
}

export function writeSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Replaces the tokens of the stored session (after a refresh); no-op without a session. */
export function writeTokens(tokens: { accessToken: string; refreshToken: string }): void {
  const session = readSession();
  if (session) writeSession({ ...session, ...tokens });
}

/** Replaces the stored user (profile updates); no-op without a session. */
export function writeUser(user: Profile): void {
  const session = readSession();
  if (session) writeSession({ ...session, user });
}

/** Forgets the session, and the answers the service worker kept for it (pwa/account-caches). */
export function clearSession(): void {
  void clearAccountCaches().catch(() => {});
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}
