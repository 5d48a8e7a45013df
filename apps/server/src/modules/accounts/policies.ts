import { OTP_MAX_ATTEMPTS } from '@academy/contract/accounts';

// Small predicates of the accounts rules, shared by the services and tested on their own.

/** Unverified accounts cannot log in. */
export function canLogIn(user: { emailVerifiedAt: Date | null }): boolean {
  return user.emailVerifiedAt !== null;
}

/** A code counts while it is unspent, unexpired and has wrong guesses left. */
export function isCodeUsable(
  code: { consumedAt: Date | null; expiresAt: Date; attempts: number },
  now: Date,
): boolean {
  return code.consumedAt === null && code.expiresAt > now && code.attempts < OTP_MAX_ATTEMPTS;
}

/** A refresh or reset token counts while it is neither spent/revoked nor expired. */
export function isTokenLive(
  token: { expiresAt: Date; revokedAt?: Date | null; usedAt?: Date | null },
  now: Date,
): boolean {
  return !token.revokedAt && !token.usedAt && token.expiresAt > now;
}
