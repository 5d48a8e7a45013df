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
import { canLogIn } from './policies.ts';
import {
  findRefreshToken,
  issueTokenPair,
  revokeFamily,
  rotateRefreshToken,
} from './refresh-tokens.ts';

/** Unknown emails are checked against this hash so they take as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

function throttled(seconds: number): HttpError {
  return new HttpError(
    429,
    { detail: accountMessages.tooManyAttempts.replace('{seconds}', String(seconds)) },
    { 'retry-after': String(seconds) },
  );
}

/** `{"detail", "code"}`: DRF's shape plus a code the web branches on. */
function coded(status: number, detail: string, code: string): HttpError {
  const body: { detail: string; code: string } = { detail, code };
  return new HttpError(status, body);
}

export const invalidCredentials = () =>
  new HttpError(401, { detail: accountMessages.invalidCredentials });

/**
 * POST /api/accounts/login/: a new session (refresh family) for a verified account. Wrong
 * passwords count against the account and the caller's IP (login-throttle.ts); an unverified
 * account is told so only after its password was right, so the answer reveals nothing to others.
 */
export async function logIn(
  deps: AccountsDeps,
  input: LoginRequest,
  ip: string,
): Promise<TokenPair> {
  const { account, ip: byIp } = deps.loginFailures;
  const accountKey = input.email;
  const wait = Math.max(await account.blockedFor(accountKey), await byIp.blockedFor(ip));
  if (wait > 0) throw throttled(wait);

  const user = await findUserByEmail(deps.db, input.email);
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await (decoyHash ??= hashPassword('decoy-password')), input.password);
  if (!user || !passwordOk) {
    await Promise.all([account.recordFailure(accountKey), byIp.recordFailure(ip)]);
    throw invalidCredentials();
  }
  if (!canLogIn(user)) {
    throw coded(403, accountMessages.emailNotVerified, accountErrorCodes.emailNotVerified);
  }
  await account.reset(accountKey);
  return deps.db.transaction(async (tx) => {
    const pair = await issueTokenPair(tx, deps.accessTokens, user);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return { access: pair.access, refresh: pair.refresh };
  });
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
