import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneTimeCodes,
  passwordResetTokens,
  refreshTokens,
  users,
} from '../../db/schema/accounts.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { latestCode, logInAs, mailsTo, signUp, uniqueEmail } from './accounts-test-helpers.ts';
import { sha256 } from './refresh-tokens.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

const requestOtp = (email: string) => post('/api/accounts/password-reset/request-otp/', { email });
const verifyOtp = (email: string, otp_code: string) =>
  post('/api/accounts/password-reset/verify-otp/', { email, otp_code });
const setPassword = (email: string, token: string, new_password: string) =>
  post('/api/accounts/password-reset/set-password/', { email, token, new_password });

const sentAnswer = {
  message: 'If an account exists for this email, a reset code has been sent to it.',
};

/** Runs steps 1 and 2 for a new verified user and returns the reset token. */
async function resetToken() {
  const user = await createUser(testApp.app.db, { email: uniqueEmail('reset') });
  expect((await requestOtp(user.email)).statusCode).toBe(200);
  const code = await latestCode(testApp.app, user.email);
  const response = await verifyOtp(user.email, code);
  expect(response.statusCode).toBe(200);
  return { user, token: response.json().token as string };
}

describe('password reset', () => {
  it('mails a reset code, trades it for a token and sets the new password', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail('reset') });
    const session = await logInAs(testApp.app, user.email, TEST_PASSWORD);

    const requested = await requestOtp(user.email.toUpperCase());
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual(sentAnswer);
    const [mail] = await mailsTo(testApp.app, user.email);
    expect(mail!.subject).toBe('Your Academy password reset code');
    const code = await latestCode(testApp.app, user.email);

    const verified = await verifyOtp(user.email, code);
    expect(verified.statusCode).toBe(200);
    const { message, token } = verified.json();
    expect(message).toBe('OTP verified successfully');
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [stored] = await testApp.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(15 * 60 * 1000);

    const done = await setPassword(user.email, token, 'Brand-new-pass-9');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset successfully' });

    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, 'Brand-new-pass-9')).toBe(true);
    expect(after!.passwordChangedAt).toBeInstanceOf(Date);
    const oldLogin = await post('/api/accounts/login/', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    await logInAs(testApp.app, user.email, 'Brand-new-pass-9');

    // Every session that existed before the reset is over.
    const oldRefresh = await post('/api/token/refresh/', { refresh: session.refresh });
    expect(oldRefresh.statusCode).toBe(401);

    const reused = await setPassword(user.email, token, 'Another-pass-99');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      token: ['This reset link is invalid or has expired. Please start again.'],
    });
  });

  it('answers an unknown email exactly like a known one and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await requestOtp(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sentAnswer);
    expect(await mailsTo(testApp.app, email)).toEqual([]);
  });

  it('holds a second request within a minute back silently', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail('reset') });
    expect((await requestOtp(user.email)).json()).toEqual(sentAnswer);
    const again = await requestOtp(user.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sentAnswer);
    expect(await mailsTo(testApp.app, user.email)).toHaveLength(1);
    const codes = await testApp.app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user.id));
    expect(codes).toHaveLength(1);
  });

  it('refuses a wrong code and a sign-up code', async () => {
    const { email } = await signUp(testApp.app, { verify: false });
    const signupCode = await latestCode(testApp.app, email);
    await requestOtp(email);
    const resetCode = await latestCode(testApp.app, email);
    const wrong = resetCode === '000000' ? '000001' : '000000';
    const response = await verifyOtp(email, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ otp_code: ['Invalid OTP. Please try again.'] });
    if (signupCode !== resetCode) {
      const crossed = await verifyOtp(email, signupCode);
      expect(crossed.json()).toEqual({ otp_code: ['Invalid OTP. Please try again.'] });
    }
  });

  it('verifies an account that never finished sign-up, since the code proved the mailbox', async () => {
    const { email, user } = await signUp(testApp.app);
    await requestOtp(email);
    const code = await latestCode(testApp.app, email);
    const { token } = (await verifyOtp(email, code)).json();
    expect((await setPassword(email, token, 'Fresh-start-77')).statusCode).toBe(200);
    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    await logInAs(testApp.app, email, 'Fresh-start-77');
  });

  it('refuses a token for another email, an unknown token and an expired token', async () => {
    const { user, token } = await resetToken();
    const otherEmail = await setPassword(uniqueEmail(), token, 'Brand-new-pass-9');
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toEqual({
      token: ['This reset link is invalid or has expired. Please start again.'],
    });
    const unknown = await setPassword(user.email, 'made-up-token', 'Brand-new-pass-9');
    expect(unknown.statusCode).toBe(400);

    await testApp.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await setPassword(user.email, token, 'Brand-new-pass-9');
    expect(expired.statusCode).toBe(400);
    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('applies the password rules', async () => {
    const { user, token } = await resetToken();
    const short = await setPassword(user.email, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ new_password: ['Password must be at least 8 characters long'] });
    // From another address: this file's other tests spend the per-address budget.
    const common = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset/set-password/',
      payload: { email: user.email, token, new_password: 'qwertyuiop' },
      remoteAddress: '198.51.100.77',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      new_password: ['This password is too common. Please choose one that is harder to guess.'],
    });
    const missing = await post('/api/accounts/password-reset/set-password/', {});
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      token: ['This field is required.'],
      new_password: ['This field is required.'],
    });
    const noEmail = await requestOtp('');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ email: ['This field is required.'] });
  });

  it('cancels an earlier unspent token when a new code is verified', async () => {
    const { user, token: first } = await resetToken();
    await testApp.app.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.userId, user.id));
    expect((await requestOtp(user.email)).statusCode).toBe(200);
    expect(await mailsTo(testApp.app, user.email)).toHaveLength(2);
    const code = await latestCode(testApp.app, user.email);
    const second = (await verifyOtp(user.email, code)).json().token;
    expect((await setPassword(user.email, first, 'Brand-new-pass-9')).statusCode).toBe(400);
    expect((await setPassword(user.email, second, 'Brand-new-pass-9')).statusCode).toBe(200);
    const live = await testApp.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  });
});

describe('reset rate limits', () => {
  it('caps code requests at 20 and code checks at 30 per address in ten minutes', async () => {
    const limited = await createTestApp();
    const send = (url: string, payload: object) =>
      limited.app.inject({ method: 'POST', url, payload });
    try {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await send('/api/accounts/password-reset/request-otp/', {
          email: uniqueEmail('nobody'),
        });
        expect(response.statusCode).toBe(200);
      }
      const requests = await send('/api/accounts/password-reset/request-otp/', {
        email: uniqueEmail('nobody'),
      });
      expect(requests.statusCode).toBe(429);
      expect(Number(requests.headers['retry-after'])).toBeGreaterThan(0);

      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await send('/api/accounts/password-reset/verify-otp/', {
          email: uniqueEmail('nobody'),
          otp_code: '123456',
        });
        expect(response.statusCode).toBe(400);
      }
      const checks = await send('/api/accounts/password-reset/verify-otp/', {
        email: uniqueEmail('nobody'),
        otp_code: '123456',
      });
      expect(checks.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset during a lock', () => {
  it('lets the browser that reset the password log in through a lock others caused', async () => {
    // An app of its own: the reset routes' per-address limits are shared with the tests above.
    const own = await createTestApp();
    const post = (url: string, payload: object, more: object = {}) =>
      own.app.inject({ method: 'POST', url, payload, ...more });
    try {
      const user = await createUser(own.app.db, { email: uniqueEmail('reset') });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await post(
          '/api/accounts/login/',
          { email: user.email, password: `Guess-${attempt}-password` },
          { remoteAddress: '198.51.100.40' },
        );
        expect(wrong.statusCode).toBe(401);
      }
      await post('/api/accounts/password-reset/request-otp/', { email: user.email });
      const otp_code = await latestCode(own.app, user.email);
      const verified = await post('/api/accounts/password-reset/verify-otp/', {
        email: user.email,
        otp_code,
      });
      const done = await post('/api/accounts/password-reset/set-password/', {
        email: user.email,
        token: verified.json().token,
        new_password: 'Brand-new-pass-7',
      });
      expect(done.statusCode).toBe(200);
      const device = done.cookies.find((cookie) => cookie.name === 'academy_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/accounts/' });
      const login = (cookies: Record<string, string>) =>
        post(
          '/api/accounts/login/',
          { email: user.email, password: 'Brand-new-pass-7' },
          { cookies },
        );
      expect((await login({})).statusCode).toBe(429);
      expect((await login({ academy_device: device!.value })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
