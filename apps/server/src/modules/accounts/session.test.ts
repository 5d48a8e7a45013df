import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { logInAs, uniqueEmail } from './accounts-test-helpers.ts';
import { sha256 } from './refresh-tokens.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload?: object, app = testApp.app) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

const tokenInvalid = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

async function storedToken(refresh: string) {
  const [row] = await testApp.app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)));
  return row;
}

describe('POST /api/accounts/login/', () => {
  it('answers an access and a refresh token; the refresh token is stored hashed for 7 days', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail(), role: 'instructor' });
    const response = await post('/api/accounts/login/', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(await testApp.app.accessTokens.verify(body.access)).toEqual({
      userId: user.id,
      role: 'instructor',
      issuedAt: expect.any(Number),
    });

    const stored = await storedToken(body.refresh);
    expect(stored).toMatchObject({ userId: user.id, revokedAt: null, replacedById: null });
    const rows = await testApp.app.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === body.refresh)).toBe(false);
    const lifetimeDays =
      (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / (24 * 60 * 60 * 1000);
    expect(lifetimeDays).toBe(7);

    const [after] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.lastLoginAt).toBeInstanceOf(Date);

    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/accounts/profile/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(profile.json().email).toBe(user.email);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    for (const payload of [
      { email: user.email, password: 'Not-the-password-1' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const response = await post('/api/accounts/login/', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid email or password' });
    }
  });

  it('requires email and password', async () => {
    const response = await post('/api/accounts/login/', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const malformed = await post('/api/accounts/login/', { email: 'someone', password: 'x' });
    expect(malformed.json()).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('token refresh', () => {
  it('rotates the refresh token on both paths', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const first = await logInAs(testApp.app, user.email, TEST_PASSWORD);

    const viaAccounts = await post('/api/accounts/token/refresh/', { refresh: first.refresh });
    expect(viaAccounts.statusCode).toBe(200);
    const second = viaAccounts.json();
    expect(Object.keys(second).sort()).toEqual(['access', 'refresh']);
    expect(second.refresh).not.toBe(first.refresh);
    expect(await testApp.app.accessTokens.verify(second.access)).toEqual({
      userId: user.id,
      role: 'learner',
      issuedAt: expect.any(Number),
    });

    const viaShortPath = await post('/api/token/refresh/', { refresh: second.refresh });
    expect(viaShortPath.statusCode).toBe(200);
    const third = viaShortPath.json();

    const [old, middle, current] = await Promise.all(
      [first.refresh, second.refresh, third.refresh].map(storedToken),
    );
    expect(old!.revokedAt).toBeInstanceOf(Date);
    expect(old!.replacedById).toBe(middle!.id);
    expect(middle!.replacedById).toBe(current!.id);
    expect(current!.revokedAt).toBeNull();
    expect(new Set([old!.familyId, middle!.familyId, current!.familyId]).size).toBe(1);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const stolen = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const otherSession = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const rotated = (await post('/api/token/refresh/', { refresh: stolen.refresh })).json();

    const reuse = await post('/api/token/refresh/', { refresh: stolen.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(tokenInvalid);

    const victim = await post('/api/token/refresh/', { refresh: rotated.refresh });
    expect(victim.statusCode).toBe(401);
    expect((await storedToken(rotated.refresh))!.revokedAt).toBeInstanceOf(Date);

    // A separate login is a separate family and keeps working.
    const unaffected = await post('/api/token/refresh/', { refresh: otherSession.refresh });
    expect(unaffected.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes with one token win, and ends the session', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const { refresh } = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const answers = await Promise.all([
      post('/api/token/refresh/', { refresh }),
      post('/api/token/refresh/', { refresh }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    // The loser looked like reuse, so the family (with the winner's token) is revoked.
    expect((await post('/api/token/refresh/', { refresh: winner.refresh })).statusCode).toBe(401);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const unknown = await post('/api/accounts/token/refresh/', { refresh: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(tokenInvalid);

    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const { refresh } = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    await testApp.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(refresh)));
    const expired = await post('/api/accounts/token/refresh/', { refresh });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(tokenInvalid);

    const missing = await post('/api/accounts/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the session it is given, and only that one', async () => {
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const session = await logInAs(testApp.app, user.email, TEST_PASSWORD);
    const other = await logInAs(testApp.app, user.email, TEST_PASSWORD);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { authorization: `Bearer ${session.access}` },
      payload: { refresh: session.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    expect((await storedToken(session.refresh))!.revokedAt).toBeInstanceOf(Date);

    const refresh = await post('/api/token/refresh/', { refresh: session.refresh });
    expect(refresh.statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);

    const twice = await post('/api/accounts/logout/', { refresh: session.refresh });
    expect(twice.statusCode).toBe(200);
    const unknown = await post('/api/accounts/logout/', { refresh: 'never-issued' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ refresh: ['Token is invalid or expired'] });
  });
});

describe('login limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  it('locks an account after 10 wrong passwords, even against the right one', async () => {
    const user = await createUser(limited.app.db, { email: uniqueEmail() });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await post(
        '/api/accounts/login/',
        { email: user.email, password: `Wrong-${attempt}-password` },
        limited.app,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/accounts/login/',
      { email: user.email, password: TEST_PASSWORD },
      limited.app,
    );
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({
      detail: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    });

    // Another account from the same address is not locked (20 failures left for this IP).
    const other = await createUser(limited.app.db, { email: uniqueEmail() });
    const ok = await post(
      '/api/accounts/login/',
      { email: other.email, password: TEST_PASSWORD },
      limited.app,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('forgets the wrong passwords of an account once it logs in', async () => {
    const user = await createUser(limited.app.db, { email: uniqueEmail() });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await post(
        '/api/accounts/login/',
        { email: user.email, password: 'Wrong-pass-1' },
        limited.app,
      );
    }
    const ok = { email: user.email, password: TEST_PASSWORD };
    expect((await post('/api/accounts/login/', ok, limited.app)).statusCode).toBe(200);
    await post(
      '/api/accounts/login/',
      { email: user.email, password: 'Wrong-pass-1' },
      limited.app,
    );
    expect((await post('/api/accounts/login/', ok, limited.app)).statusCode).toBe(200);
  });

  it('stops one address after 30 wrong passwords across accounts', async () => {
    // The previous tests left 20 failures on this IP.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(
        '/api/accounts/login/',
        { email: uniqueEmail('guess'), password: 'Guess-password-1' },
        limited.app,
      );
      expect(response.statusCode).toBe(401);
    }
    const user = await createUser(limited.app.db, { email: uniqueEmail() });
    const blocked = await post(
      '/api/accounts/login/',
      { email: user.email, password: TEST_PASSWORD },
      limited.app,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps login requests from one address at 60 a minute', async () => {
    const fresh = await createTestApp();
    try {
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect((await post('/api/accounts/login/', {}, fresh.app)).statusCode).toBe(400);
      }
      const blocked = await post('/api/accounts/login/', {}, fresh.app);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await fresh.close();
    }
  });
});
