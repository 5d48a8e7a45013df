import { accountErrorCodes, accountMessages } from '@academy/contract/accounts';
import { HttpError } from '../../lib/http-errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import type { DeviceNote } from './device-cookies.ts';
import { addressBudget, LOGIN_LIMITS, type Taken } from './login-throttle.ts';

/**
 * 429 with the wait. A refusal by the account's or the address's lock carries `login_locked`: a
 * code mailed to the owner lets this browser through them (browser-unlock.ts); a browser that has
 * used its own budget has nothing to unlock.
 */
function throttled(seconds: number, unlockable: boolean): HttpError {
  const detail = accountMessages.tooManyAttempts.replace('{seconds}', String(seconds));
  const body: { detail: string; code?: string } = unlockable
    ? { detail, code: accountErrorCodes.loginLocked }
    : { detail };
  return new HttpError(429, body, { 'retry-after': String(seconds) });
}

const refuse = (taken: Taken, unlockable = true) => {
  if (!taken.counted) throw throttled(taken.waitSeconds, unlockable);
  return taken.count;
};

/** What the login does once it knows whether the password was right. */
export type LoginAttempt = {
  /** The password was wrong: the attempt stays counted (and may just have locked the account). */
  failed(): Promise<void>;
  /** The password was right; a verified account's login earns its address room (null: none). */
  succeeded(verifiedUserId: number | null): Promise<void>;
};

/**
 * Counts a login attempt before its password is verified, or refuses it with 429
 * (docs/decisions/034-login-throttling.md). From a browser holding a device note for the account
 * (device-cookies.ts) only that browser's own budget counts, so a lock others caused does not
 * keep the owner out; from anywhere else the account's budget and the address's do. The
 * address's budget grows with the accounts that logged in from it.
 */
export async function beginLoginAttempt(
  deps: AccountsDeps,
  email: string,
  ip: string,
  device: DeviceNote | null,
): Promise<LoginAttempt> {
  const { account, device: devices, ip: byIp, ipSuccesses } = deps.loginAttempts;
  if (device) {
    const key = `${device.userId}:${device.deviceId}`;
    const count = refuse(await devices.take(key, LOGIN_LIMITS.device.max), false);
    return {
      async failed() {
        if (count === LOGIN_LIMITS.device.max) deps.log.warn({ email }, 'login: browser locked');
      },
      async succeeded() {
        await devices.reset(key);
      },
    };
  }

  const count = refuse(await account.take(email, LOGIN_LIMITS.account.max));
  const taken = await byIp.take(ip, addressBudget(await ipSuccesses.size(ip)));
  if (!taken.counted) await account.release(email);
  refuse(taken);
  return {
    async failed() {
      if (count === LOGIN_LIMITS.account.max) {
        await deps.securityEvents.record('account_locked', { email, ip });
      }
    },
    async succeeded(verifiedUserId) {
      await Promise.all([
        account.reset(email),
        byIp.release(ip),
        verifiedUserId === null ? null : ipSuccesses.add(ip, String(verifiedUserId)),
      ]);
    },
  };
}
