import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/accounts.ts';
import { deriveKey } from '../../lib/keys.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { hashCode } from './one-time-codes.ts';
import { latestCode, mailsTo, signUp, uniqueEmail, validSignup } from './accounts-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

async function codesOf(userId: number, purpose: 'signup' | 'password_reset' = 'signup') {
  return testApp.app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(oneTimeCodes.id);
}

/** Moves every code of the user back in time, as if `seconds` had passed. */
async function age(userId: number, seconds: number) {
  const codes = await codesOf(userId);
  for (const code of codes) {
    await testApp.app.db
      .update(oneTimeCodes)
      .set({
        createdAt: new Date(code.createdAt.getTime() - seconds * 1000),
        expiresAt: new Date(code.expiresAt.getTime() - seconds * 1000),
      })
      .where(eq(oneTimeCodes.id, code.id));
  }
}

describe('POST /api/accounts/register/', () => {
  it('creates an unverified account with a lowercase email and mails a hashed 6-digit code', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const response = await post('/api/accounts/register/', validSignup(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'OTP sent to your email. Please verify.',
      email: email.toLowerCase(),
    });

    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      firstName: 'Nusrat',
      lastName: 'Jahan',
      phone: '01712345678',
      role: 'learner',
      language: 'en',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const mails = await mailsTo(testApp.app, email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Academy verification code');
    const code = await latestCode(testApp.app, email.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.html).toContain(code);

    const [stored] = await codesOf(user!.id);
    expect(stored!.codeHash).not.toContain(code);
    // Keyed with the key derived for codes, not with JWT_SECRET itself (decision 036).
    const codeKey = deriveKey(testApp.config.jwtSecret, 'one-time-codes');
    expect(stored!.codeHash).toBe(hashCode(codeKey, user!.id, 'signup', code));
    const withSecret = createHmac('sha256', testApp.config.jwtSecret)
      .update(`${user!.id}:signup:${code}`)
      .digest('hex');
    expect(stored!.codeHash).not.toBe(withSecret);
    const validMs = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(validMs).toBe(10 * 60 * 1000);
  });

  it('mails the code in Bangla to an account that signed up in Bangla', async () => {
    const { email } = await signUp(testApp.app, { language: 'bn' });
    const [mail] = await mailsTo(testApp.app, email);
    expect(mail!.subject).toBe('আপনার একাডেমি যাচাইকরণ কোড');
    expect(mail!.text).toContain('প্রিয় Nusrat,');
    expect(mail!.html).toContain('lang="bn"');
  });

  it('answers every missing field with "All fields are required"', async () => {
    const response = await post('/api/accounts/register/', {});
    expect(response.statusCode).toBe(400);
    const required = ['All fields are required'];
    expect(response.json()).toEqual({
      first_name: required,
      last_name: required,
      email: required,
      phone: required,
      password: required,
    });
    const blank = await post('/api/accounts/register/', {
      ...validSignup(uniqueEmail()),
      first_name: '   ',
    });
    expect(blank.json()).toEqual({ first_name: required });
  });

  it('applies the section-5 rules to email, phone and password', async () => {
    const response = await post('/api/accounts/register/', {
      ...validSignup('not-an-email'),
      phone: '0171234567',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid 11-digit phone number'],
      password: ['Password must be at least 8 characters long'],
    });
    expect(
      await testApp.app.db.select().from(users).where(eq(users.email, 'not-an-email')),
    ).toEqual([]);
  });

  it('refuses a common password, whatever its case, however long', async () => {
    for (const password of ['password', 'PASSWORD123', 'Bangladesh', '12345678']) {
      const email = uniqueEmail('common');
      const response = await post('/api/accounts/register/', { ...validSignup(email), password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({
        password: ['This password is too common. Please choose one that is harder to guess.'],
      });
      expect(await testApp.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const { email } = await signUp(testApp.app);
    const response = await post('/api/accounts/register/', validSignup(email.toUpperCase()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['A user with this email already exists.'] });
    expect(await mailsTo(testApp.app, email)).toHaveLength(1);
  });
});

describe('POST /api/accounts/verify-otp/', () => {
  it('verifies the account with the mailed code, after which it can log in', async () => {
    const { email, password, user } = await signUp(testApp.app);
    const before = await post('/api/accounts/login/', { email, password });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      detail: 'Please verify your email before logging in.',
      code: 'email_not_verified',
    });

    const code = await latestCode(testApp.app, email);
    const response = await post('/api/accounts/verify-otp/', { email, otp_code: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email verified successfully!' });
    const [stored] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await codesOf(user.id))[0]!.consumedAt).toBeInstanceOf(Date);

    const after = await post('/api/accounts/login/', { email, password });
    expect(after.statusCode).toBe(200);
    const again = await post('/api/accounts/verify-otp/', { email, otp_code: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This email is already verified. Please log in.' });
  });

  it('does not reveal an unverified account to a wrong password', async () => {
    const { email } = await signUp(testApp.app);
    const response = await post('/api/accounts/login/', { email, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid email or password' });
  });

  it('counts wrong codes and burns the code at the fifth', async () => {
    const { email, user } = await signUp(testApp.app);
    const code = await latestCode(testApp.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/api/accounts/verify-otp/', { email, otp_code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ otp_code: ['Invalid OTP. Please try again.'] });
      expect((await codesOf(user.id))[0]!.attempts).toBe(attempt);
    }
    const fifth = await post('/api/accounts/verify-otp/', { email, otp_code: wrong });
    expect(fifth.json()).toEqual({
      otp_code: ['Too many wrong attempts. Please request a new code.'],
    });
    const right = await post('/api/accounts/verify-otp/', { email, otp_code: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      otp_code: ['Too many wrong attempts. Please request a new code.'],
    });
    const [stored] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const { email, user } = await signUp(testApp.app);
    const code = await latestCode(testApp.app, email);
    await age(user.id, 10 * 60 + 1);
    const response = await post('/api/accounts/verify-otp/', { email, otp_code: code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      otp_code: ['Invalid or expired code. Please request a new one.'],
    });
  });

  it('checks the code format and answers an unknown email like a wrong code', async () => {
    const malformed = await post('/api/accounts/verify-otp/', {
      email: uniqueEmail(),
      otp_code: '12a456',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ otp_code: ['Invalid verification code'] });
    const unknown = await post('/api/accounts/verify-otp/', {
      email: uniqueEmail(),
      otp_code: '123456',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      otp_code: ['Invalid or expired code. Please request a new one.'],
    });
  });

  it('keeps sign-up and password-reset codes apart', async () => {
    const { email, user } = await signUp(testApp.app);
    const signupCode = await latestCode(testApp.app, email);
    const reset = await post('/api/accounts/password-reset/verify-otp/', {
      email,
      otp_code: signupCode,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({
      otp_code: ['Invalid or expired code. Please request a new one.'],
    });
    expect((await codesOf(user.id))[0]!.consumedAt).toBeNull();
  });
});

describe('POST /api/accounts/resend-otp/', () => {
  it('allows one new code a minute, and the new code replaces the old one', async () => {
    const { email, user } = await signUp(testApp.app);
    const first = await latestCode(testApp.app, email);

    const tooSoon = await post('/api/accounts/resend-otp/', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(tooSoon.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    expect(await mailsTo(testApp.app, email)).toHaveLength(1);

    await age(user.id, 61);
    const response = await post('/api/accounts/resend-otp/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent to your email' });
    expect(await mailsTo(testApp.app, email)).toHaveLength(2);
    const second = await latestCode(testApp.app, email);

    if (first !== second) {
      const old = await post('/api/accounts/verify-otp/', { email, otp_code: first });
      expect(old.json()).toEqual({ otp_code: ['Invalid OTP. Please try again.'] });
    }
    const codes = await codesOf(user.id);
    expect(codes).toHaveLength(2);
    expect(codes[0]!.consumedAt).toBeInstanceOf(Date);
    const ok = await post('/api/accounts/verify-otp/', { email, otp_code: second });
    expect(ok.statusCode).toBe(200);
  });

  it('allows at most five codes an hour', async () => {
    const { email, user } = await signUp(testApp.app);
    for (let sent = 2; sent <= 5; sent += 1) {
      await age(user.id, 61);
      expect((await post('/api/accounts/resend-otp/', { email })).statusCode).toBe(200);
    }
    await age(user.id, 61);
    // The oldest of the five is now 5 × 61 s old (plus the time the test took); the answer says
    // when it leaves the hour, counted from the moment the request is handled.
    const leavesAt = Math.min(...(await codesOf(user.id)).map((code) => code.createdAt.getTime()));
    const before = Date.now();
    const sixth = await post('/api/accounts/resend-otp/', { email });
    const after = Date.now();
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(3600 - 5 * 61);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((leavesAt + 3_600_000 - after) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((leavesAt + 3_600_000 - before) / 1000));
    expect(await mailsTo(testApp.app, email)).toHaveLength(5);
  });

  it('answers an unknown email like a known one and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await post('/api/accounts/resend-otp/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OTP sent to your email' });
    expect(await mailsTo(testApp.app, email)).toEqual([]);
  });

  it('tells a verified account to log in instead', async () => {
    const { email } = await signUp(testApp.app, { verify: true });
    const response = await post('/api/accounts/resend-otp/', { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'This email is already verified. Please log in.' });
  });
});

describe('sign-up rate limits', () => {
  it('limits sign-ups from one address to 30 in ten minutes', async () => {
    const limited = await createTestApp();
    try {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/accounts/register/',
          payload: {},
        });
        expect(response.statusCode).toBe(400);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/accounts/register/',
        payload: validSignup(uniqueEmail()),
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.app.db.select().from(users)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
