import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  accountMessages,
  RESET_TOKEN_TTL_MINUTES,
  type ChangePasswordRequest,
  type EmailRequest,
  type MessageResponse,
  type ResetTokenResponse,
  type SetPasswordRequest,
  type TokenPair,
  type VerifyOtpRequest,
} from '@academy/contract/accounts';
import { passwordResetTokens, users } from '../../db/schema/accounts.ts';
import { fieldError, notAuthenticated } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { afterEmailVerified } from './after-email-verified.ts';
import { findUserByEmail, findUserById } from './account-queries.ts';
import { consumeCode } from './one-time-codes.ts';
import { isTokenLive } from './policies.ts';
import { issueTokenPair, newOpaqueToken, revokeAllForUser, sha256 } from './refresh-tokens.ts';
import { mailNewCode } from './signup-service.ts';

/**
 * Ends the user's open event streams in every API process. Best effort: the password change has
 * happened either way, and a stream that stays open can never reopen with the ended sessions.
 */
export async function endLiveStreams(deps: AccountsDeps, userId: number): Promise<void> {
  await deps.bus.publish(userId, { type: 'session_ended', data: {} }).catch(() => {});
}

/**
 * POST /api/accounts/change-password/: checks the old password, stores the new one and ends every
 * other session. The caller's session continues on the fresh pair in the answer.
 */
export async function changePassword(
  deps: AccountsDeps,
  userId: number,
  input: ChangePasswordRequest,
): Promise<MessageResponse & TokenPair> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notAuthenticated();
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw fieldError('old_password', accountMessages.wrongOldPassword);
  }
  if (input.old_password === input.new_password) {
    throw fieldError('new_password', accountMessages.samePassword);
  }
  const passwordHash = await hashPassword(input.new_password);
  const pair = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, user.id));
    const sessionGeneration = await revokeAllForUser(tx, user.id, now);
    return issueTokenPair(tx, deps.accessTokens, { ...user, sessionGeneration }, undefined, now);
  });
  await endLiveStreams(deps, user.id);
  return { message: accountMessages.passwordChanged, access: pair.access, refresh: pair.refresh };
}

/**
 * POST /api/accounts/password-reset/request-otp/: mails a reset code. The answer is the same
 * whether or not the address has an account, and whether or not the resend limits held the mail
 * back, so it cannot be used to find out who is registered.
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  input: EmailRequest,
): Promise<MessageResponse> {
  const answer = { message: accountMessages.resetCodeSent };
  const user = await findUserByEmail(deps.db, input.email);
  if (user) await mailNewCode(deps, user, 'password_reset');
  return answer;
}

/**
 * POST /api/accounts/password-reset/verify-otp/: trades a right code for a single-use token,
 * valid RESET_TOKEN_TTL_MINUTES, that set-password spends. Earlier unspent tokens are cancelled.
 */
export async function verifyPasswordReset(
  deps: AccountsDeps,
  input: VerifyOtpRequest,
): Promise<ResetTokenResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  await consumeCode(deps, user?.id ?? null, 'password_reset', input.otp_code);
  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user!.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user!.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  return { message: accountMessages.codeVerified, token };
}

/**
 * POST /api/accounts/password-reset/set-password/: spends the token, stores the new password and
 * ends every session of the account. The code proved the mailbox, so an account that never
 * finished sign-up counts as verified from here on, and the browser gets a device note.
 */
export async function setNewPassword(
  deps: AccountsDeps,
  input: SetPasswordRequest,
  deviceCookie: string | undefined,
): Promise<{ answer: MessageResponse; setCookie: string }> {
  const [found] = await deps.db
    .select({ token: passwordResetTokens, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, sha256(input.token)))
    .limit(1);
  const now = new Date();
  if (!found || found.email !== input.email || !isTokenLive(found.token, now)) {
    throw fieldError('token', accountMessages.invalidResetToken);
  }
  const passwordHash = await hashPassword(input.new_password);
  const spent = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.token.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, found.token.userId));
    await revokeAllForUser(tx, found.token.userId, now);
    // A reset proves the mailbox too, so it may be what first verifies an account.
    await afterEmailVerified(tx, { id: found.token.userId, email: found.email });
    return true;
  });
  if (!spent) throw fieldError('token', accountMessages.invalidResetToken);
  await endLiveStreams(deps, found.token.userId);
  // The mailbox was proved: this browser gets a device note, so a lock that guesses from
  // elsewhere keep up does not stop the owner logging in with the new password (login-attempts.ts).
  return {
    answer: { message: accountMessages.passwordReset },
    setCookie: deps.deviceCookies.issue(deviceCookie, found.token.userId),
  };
}
