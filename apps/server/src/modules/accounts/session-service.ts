import { eq } from 'drizzle-orm';
import {
  accountErrorCodes,
  accountMessages,
  type LoginRequest,
  type MessageResponse,
  type TokenPair,
} from '@academy/contract/accounts';
import { users } from '../../db/schema/accounts.ts';
import { fieldError, HttpError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByEmail } from './account-queries.ts';
import { beginLoginAttempt } from './login-attempts.ts';
import { canLogIn } from './policies.ts';
import {
  findRefreshToken,
  issueTokenPair,
  revokeAllForUser,
  revokeFamily,
  rotateRefreshToken,
} from './refresh-tokens.ts';
import { endLiveStreams } from './password-service.ts';

/** Unknown emails are checked against this hash so they take as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** `{"detail", "code"}`: DRF's shape plus a code the web branches on. */
function coded(status: number, detail: string, code: string): HttpError {
  const body: { detail: string; code: string } = { detail, code };
  return new HttpError(status, body);
}

export const invalidCredentials = () =>
  new HttpError(401, { detail: accountMessages.invalidCredentials });

/**
 * POST /api/accounts/login/: a new session (refresh family) for a verified account, and a device
 * note for the browser (`setCookie`). The attempt is counted before the password is verified
 * (login-attempts.ts); an unverified account is told so only after its password was right, so
 * the answer reveals nothing to others.
 */
export async function logIn(
  deps: AccountsDeps,
  input: LoginRequest,
  client: { ip: string; deviceCookie: string | undefined },
): Promise<{ pair: TokenPair; setCookie: string }> {
  const user = await findUserByEmail(deps.db, input.email);
  const device = user ? deps.deviceCookies.noteFor(client.deviceCookie, user.id) : null;
  const attempt = await beginLoginAttempt(deps, input.email, client.ip, device);

  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await (decoyHash ??= hashPassword('decoy-password')), input.password);
  if (!user || !passwordOk) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.succeeded(canLogIn(user) ? user.id : null);
  if (!canLogIn(user)) {
    throw coded(403, accountMessages.emailNotVerified, accountErrorCodes.emailNotVerified);
  }
  const pair = await deps.db.transaction(async (tx) => {
    const issued = await issueTokenPair(tx, deps.accessTokens, user);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return { access: issued.access, refresh: issued.refresh };
  });
  return { pair, setCookie: deps.deviceCookies.issue(client.deviceCookie, user.id) };
}

/** POST /api/accounts/token/refresh/ and /api/token/refresh/: a rotated pair. */
export async function refreshSession(deps: AccountsDeps, refresh: string): Promise<TokenPair> {
  const pair = await rotateRefreshToken(deps.db, deps.accessTokens, refresh);
  if (!pair) {
    throw coded(401, accountMessages.tokenInvalid, accountErrorCodes.tokenNotValid);
  }
  return pair;
}

/**
 * POST /api/accounts/logout/: ends the session the refresh token belongs to (its whole family).
 * Logging out twice is fine; a token the server never issued is a field error.
 */
export async function logOut(deps: AccountsDeps, refresh: string): Promise<MessageResponse> {
  const found = await findRefreshToken(deps.db, refresh);
  if (!found) throw fieldError('refresh', accountMessages.tokenInvalid);
  await revokeFamily(deps.db, found.token.familyId);
  return { message: accountMessages.loggedOut };
}

/**
 * POST /api/accounts/logout-all/: ends every session of the caller at once: every refresh token
 * is revoked and every access token issued so far refused (its session generation is raised).
 */
export async function logOutEverywhere(
  deps: AccountsDeps,
  userId: number,
): Promise<MessageResponse> {
  await deps.db.transaction((tx) => revokeAllForUser(tx, userId));
  await endLiveStreams(deps, userId);
  return { message: accountMessages.loggedOut };
}
