import {
  accountMessages,
  type EmailRequest,
  type MessageResponse,
  type VerifyOtpRequest,
} from '@academy/contract/accounts';
import type { AccountsDeps } from './accounts-deps.ts';
import { findUserByEmail } from './account-queries.ts';
import { consumeCode } from './one-time-codes.ts';
import { canLogIn } from './policies.ts';
import { mailNewCode } from './signup-service.ts';

/**
 * The owner's way through a login lock that guesses from elsewhere caused, on a browser that
 * never signed in to the account (docs/decisions/034-login-throttling.md). The mailbox proves the
 * owner, as a password reset does: POST /api/accounts/login/unlock-code/ mails a code, and
 * POST /api/accounts/login/unlock/ spends it and gives this browser a device note, so its logins
 * count on a budget of their own and the right password gets in. The password is still needed.
 */
export async function requestUnlockCode(
  deps: AccountsDeps,
  input: EmailRequest,
): Promise<MessageResponse> {
  // The same answer whoever asks, so it tells nobody which addresses have accounts.
  const answer = { message: accountMessages.unlockCodeSent };
  const user = await findUserByEmail(deps.db, input.email);
  if (user && canLogIn(user)) await mailNewCode(deps, user, 'browser_unlock');
  return answer;
}

export async function unlockBrowser(
  deps: AccountsDeps,
  input: VerifyOtpRequest,
  deviceCookie: string | undefined,
): Promise<{ answer: MessageResponse; setCookie: string }> {
  const user = await findUserByEmail(deps.db, input.email);
  await consumeCode(
    deps,
    user && canLogIn(user) ? user.id : null,
    'browser_unlock',
    input.otp_code,
  );
  deps.log.info({ user_id: user!.id }, 'login: browser unlocked by a mailed code');
  return {
    answer: { message: accountMessages.browserUnlocked },
    setCookie: deps.deviceCookies.issue(deviceCookie, user!.id),
  };
}
