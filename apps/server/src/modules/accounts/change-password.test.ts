import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { logInAs, uniqueEmail } from './accounts-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const change = (headers: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/accounts/change-password/', headers, payload });

describe('POST /api/accounts/change-password/', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password/',
      payload: { old_password: TEST_PASSWORD, new_password: 'Brand-new-pass-9' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('changes the password, ends the other sessions and keeps this one on a fresh pair', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const current = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const other = await logInAs(testApp.app, user.email, TEST_PASSWORD);

    const response = await change(
      { authorization: `Bearer ${current.access}` },
      { old_password: TEST_PASSWORD, new_password: 'Brand-new-pass-9' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Password changed successfully!');
    expect(await testApp.app.accessTokens.verify(body.access)).toEqual({
      userId: user.id,
      role: 'learner',
      generation: 1,
      issuedAt: expect.any(Number),
    });

    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, 'Brand-new-pass-9')).toBe(true);
    expect(after!.passwordChangedAt).toBeInstanceOf(Date);

    for (const refresh of [current.refresh, other.refresh]) {
      const old = await testApp.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
      });
      expect(old.statusCode).toBe(401);
    }
    const fresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: body.refresh },
    });
    expect(fresh.statusCode).toBe(200);
    await logInAs(testApp.app, user.email, 'Brand-new-pass-9');
  });

  it('refuses a wrong old password and keeps the stored one', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const response = await change(await authHeader(testApp.app, user), {
      old_password: 'Not-my-password-1',
      new_password: 'Brand-new-pass-9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ old_password: ['Your old password is incorrect.'] });
    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('checks the new password', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const headers = await authHeader(testApp.app, user);
    const short = await change(headers, { old_password: TEST_PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      new_password: ['Password must be at least 8 characters long'],
    });
    const common = await change(headers, {
      old_password: TEST_PASSWORD,
      new_password: 'Password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      new_password: ['This password is too common. Please choose one that is harder to guess.'],
    });
    const same = await change(headers, {
      old_password: TEST_PASSWORD,
      new_password: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      new_password: ['The new password must be different from the old one.'],
    });
    const missing = await change(headers, {});
    expect(missing.json()).toEqual({
      old_password: ['This field is required.'],
      new_password: ['This field is required.'],
    });
  });

  it('allows 10 attempts per user in 15 minutes', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const headers = await authHeader(testApp.app, user);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await change(headers, {
        old_password: `Guess-${attempt}-password`,
        new_password: 'Brand-new-pass-9',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await change(headers, {
      old_password: TEST_PASSWORD,
      new_password: 'Brand-new-pass-9',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The limit is per user: another user from the same address is not held back.
    const other = await createUser(testApp.app.db, { email: uniqueEmail() });
    const ok = await change(await authHeader(testApp.app, other), {
      old_password: TEST_PASSWORD,
      new_password: 'Brand-new-pass-9',
    });
    expect(ok.statusCode).toBe(200);
  });
});

const profile = (access: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/accounts/profile/',
    headers: { authorization: `Bearer ${access}` },
  });

describe('earlier access tokens after a password change', () => {
  it('refuses a token issued in the same second as the change, every time', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const user = await createUser(testApp.app.db, { email: uniqueEmail() });
      const other = await logInAs(testApp.app, user.email, TEST_PASSWORD);
      const current = await logInAs(testApp.app, user.email, TEST_PASSWORD);
      expect((await profile(other.access)).statusCode).toBe(200);
      const changed = await change(
        { authorization: `Bearer ${current.access}` },
        { old_password: TEST_PASSWORD, new_password: `Brand-new-pass-${attempt}` },
      );
      expect(changed.statusCode).toBe(200);
      for (const access of [other.access, current.access]) {
        const refused = await profile(access);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ detail: 'Given token not valid for any token type' });
      }
      expect((await profile(changed.json().access)).statusCode).toBe(200);
      const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.sessionGeneration).toBe(1);
    }
  });
});

describe('POST /api/accounts/logout-all/', () => {
  it('ends every session of the caller at once: refresh tokens and earlier access tokens', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const phone = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const laptop = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/logout-all/',
      headers: { authorization: `Bearer ${laptop.access}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    for (const session of [phone, laptop]) {
      expect((await profile(session.access)).statusCode).toBe(401);
      const refresh = await testApp.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh: session.refresh },
      });
      expect(refresh.statusCode).toBe(401);
    }
    await logInAs(testApp.app, user.email, TEST_PASSWORD);
  });
});
