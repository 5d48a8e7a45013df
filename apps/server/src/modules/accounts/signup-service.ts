import { and, eq, isNull } from 'drizzle-orm';
import {
  accountMessages,
  type EmailRequest,
  type MessageResponse,
  type RegisterRequest,
  type RegisterResponse,
  type VerifyOtpRequest,
} from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { detailError, fieldError, tooManyRequests } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { afterEmailVerified } from './after-email-verified.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUserByEmail } from './account-queries.ts';
import { codeMail } from './code-mails.ts';
import { consumeCode, issueCode, type CodePurpose } from './one-time-codes.ts';

/**
 * Creates an unverified account and mails its sign-up code. The account cannot log in until the
 * code is entered.
 */
export async function register(
  deps: AccountsDeps,
  input: RegisterRequest,
): Promise<RegisterResponse> {
  if (await findUserByEmail(deps.db, input.email)) {
    throw fieldError('email', accountMessages.emailTaken);
  }
  const passwordHash = await hashPassword(input.password);
  let issued: { user: typeof users.$inferSelect; code: string };
  try {
    issued = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          language: input.language ?? 'en',
        })
        .returning();
      const result = await issueCode(tx, deps.codeKey, user!.id, 'signup');
      if (!('code' in result)) throw new Error('a new account cannot be over its code quota');
      await sendCode(deps, user!, 'signup', result.code, tx);
      return { user: user!, code: result.code };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError('email', accountMessages.emailTaken);
    throw error;
  }
  return { message: accountMessages.registered, email: issued.user.email };
}

/** Checks the sign-up code and marks the account verified (POST /api/accounts/verify-otp/). */
export async function verifySignup(
  deps: AccountsDeps,
  input: VerifyOtpRequest,
): Promise<MessageResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  if (user?.emailVerifiedAt) throw detailError(400, accountMessages.alreadyVerified);
  await consumeCode(deps, user?.id ?? null, 'signup', input.otp_code);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, user!.id), isNull(users.emailVerifiedAt)));
    await afterEmailVerified(tx, { id: user!.id, email: user!.email });
  });
  return { message: accountMessages.emailVerified };
}

/**
 * Mails a new sign-up code (POST /api/accounts/resend-otp/), at most one a minute and a few an
 * hour. An unknown address gets the same answer as a known one and no mail.
 */
export async function resendSignupCode(
  deps: AccountsDeps,
  input: EmailRequest,
): Promise<MessageResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return { message: accountMessages.codeSent };
  if (user.emailVerifiedAt) throw detailError(400, accountMessages.alreadyVerified);
  const result = await mailNewCode(deps, user, 'signup');
  if (!('code' in result)) throw tooManyRequests(result.retryAfterSeconds);
  return { message: accountMessages.codeSent };
}

/**
 * Issues a new code for `purpose` and queues its mail in one transaction; answers the wait
 * instead when the resend limits hold it back (one-time-codes.ts).
 */
export async function mailNewCode(
  deps: AccountsDeps,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'language'>,
  purpose: CodePurpose,
) {
  return deps.db.transaction(async (tx) => {
    const issued = await issueCode(tx, deps.codeKey, user.id, purpose);
    if ('code' in issued) await sendCode(deps, user, purpose, issued.code, tx);
    return issued;
  });
}

/** Queues the mail of a one-time code, in the account's language, with the code's transaction. */
export async function sendCode(
  deps: AccountsDeps,
  user: Pick<typeof users.$inferSelect, 'email' | 'firstName' | 'language'>,
  purpose: CodePurpose,
  code: string,
  tx: Db,
): Promise<void> {
  await deps.mailer.send(
    codeMail({ to: user.email, firstName: user.firstName, language: user.language, purpose, code }),
    { tx },
  );
}
