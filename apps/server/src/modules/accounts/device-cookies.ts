import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (docs/decisions/034-login-throttling.md): a browser that logged in to an account
 * keeps a signed note of it, and its later logins to that account are judged by a budget of
 * their own rather than by the account's lock, so guesses from elsewhere cannot lock its owner
 * out. One cookie holds the notes of the last few accounts used in the browser.
 */
export const DEVICE_COOKIE = 'academy_device';
export const DEVICE_COOKIE_DAYS = 180;
const MAX_ACCOUNTS_PER_BROWSER = 5;
const LIFETIME_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;

/** A valid note: the account it is for and the id its own attempt budget is counted under. */
export type DeviceNote = { userId: number; deviceId: string };

export function createDeviceCookies(key: Buffer, secure: boolean) {
  const mac = (body: string) =>
    createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url');

  function parse(value: string | undefined, now: number): (DeviceNote & { note: string })[] {
    if (!value) return [];
    const notes: (DeviceNote & { note: string })[] = [];
    for (const note of value.split('~').slice(0, MAX_ACCOUNTS_PER_BROWSER)) {
      const [user, issued, deviceId, signature] = note.split('.');
      if (!user || !issued || !deviceId || !signature) continue;
      const expected = Buffer.from(mac(`${user}.${issued}.${deviceId}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) continue;
      const userId = Number(user);
      const issuedAt = Number(issued);
      if (!Number.isInteger(userId) || !(now - issuedAt < LIFETIME_SECONDS)) continue;
      notes.push({ userId, deviceId, note });
    }
    return notes;
  }

  return {
    /** The browser's note for `userId`, when its cookie holds a valid one. */
    noteFor(value: string | undefined, userId: number): DeviceNote | null {
      const now = Math.floor(Date.now() / 1000);
      return parse(value, now).find((note) => note.userId === userId) ?? null;
    },
    /** The Set-Cookie value after a login: a fresh note for `userId` first, then the others. */
    issue(value: string | undefined, userId: number): string {
      const now = Math.floor(Date.now() / 1000);
      const body = `${userId}.${now}.${randomBytes(12).toString('base64url')}`;
      const kept = parse(value, now)
        .filter((note) => note.userId !== userId)
        .map((note) => note.note)
        .slice(0, MAX_ACCOUNTS_PER_BROWSER - 1);
      const cookie = [`${body}.${mac(body)}`, ...kept].join('~');
      return (
        `${DEVICE_COOKIE}=${cookie}; Max-Age=${LIFETIME_SECONDS}; Path=/api/accounts/; HttpOnly; ` +
        `SameSite=Strict${secure ? '; Secure' : ''}`
      );
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** The value of the device cookie in a Cookie header. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}
