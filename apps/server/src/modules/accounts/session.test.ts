import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@academy/contract/accounts';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { latestCode, logInAs, mailsTo, uniqueEmail } from './accounts-test-helpers.ts';
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
      generation: 0,
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
      generation: 0,
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
      code: 'login_locked',
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

  it('stops one address after 30 wrong passwords across accounts, 3 more per account logged in', async () => {
    // The previous tests left 20 failures on this IP, and two accounts logged in from it.
    for (let attempt = 0; attempt < 16; attempt += 1) {
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

describe('login throttling under attack', () => {
  let attacked: TestApp;
  beforeAll(async () => {
    attacked = await createTestApp();
  });
  afterAll(() => attacked.close());

  const logIn = (
    payload: { email: string; password: string },
    options: { from?: string; device?: string } = {},
  ) =>
    attacked.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload,
      remoteAddress: options.from ?? '203.0.113.7',
      ...(options.device ? { cookies: { academy_device: options.device } } : {}),
    });
  const deviceCookie = (response: Awaited<ReturnType<typeof logIn>>) =>
    response.cookies.find((cookie) => cookie.name === 'academy_device');

  it('lets at most 10 of 20 simultaneous wrong passwords for one account reach the check', async () => {
    const user = await createUser(attacked.app.db, { email: uniqueEmail() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        logIn(
          { email: user.email, password: `Wrong-${attempt}-password` },
          { from: '198.51.100.20' },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The lock is an event staff see counted in the console.
    const events = await attacked.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'security.account_locked'));
    expect(events.filter((event) => event.details.email === user.email)).toHaveLength(1);
    expect(
      await attacked.app.securityEvents.countSince(new Date(Date.now() - 60_000)),
    ).toMatchObject({
      account_locked: 1,
    });
  });

  it('lets the right password through a lock others caused, from a browser that logged in before', async () => {
    const user = await createUser(attacked.app.db, { email: uniqueEmail() });
    const first = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.10' },
    );
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/accounts/' });
    expect(cookie!.maxAge).toBe(180 * 24 * 60 * 60);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await logIn(
        { email: user.email, password: `Guess-${attempt}-password` },
        { from: '198.51.100.30' },
      );
      expect(wrong.statusCode).toBe(401);
    }
    // Locked for everyone else, the right password included...
    const stranger = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.10' },
    );
    expect(stranger.statusCode).toBe(429);
    // ...but not for the browser the account logged in from before.
    const owner = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.10', device: cookie!.value },
    );
    expect(owner.statusCode).toBe(200);
    expect(Object.keys(owner.json()).sort()).toEqual(['access', 'refresh']);
    // The owner's login does not lift the lock for the attacker.
    const attacker = await logIn(
      { email: user.email, password: 'Guess-10-password' },
      { from: '198.51.100.30' },
    );
    expect(attacker.statusCode).toBe(429);
  });

  it('lets the owner on a new browser through a lock others caused with a mailed code', async () => {
    const user = await createUser(attacked.app.db, { email: uniqueEmail() });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await logIn(
        { email: user.email, password: `Guess-${attempt}-password` },
        { from: '198.51.100.40' },
      );
    }
    const locked = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.40' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'login_locked' });

    const unlockAs = (payload: object, device?: string) =>
      attacked.app.inject({
        method: 'POST',
        url: '/api/accounts/login/unlock/',
        payload,
        remoteAddress: '192.0.2.40',
        ...(device ? { cookies: { academy_device: device } } : {}),
      });
    const sent = { message: accountMessages.unlockCodeSent };
    const asked = await post(
      '/api/accounts/login/unlock-code/',
      { email: user.email },
      attacked.app,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(sent);
    // Nobody learns who has an account: an unknown address gets the same answer and no mail.
    const nobody = uniqueEmail('nobody');
    const unknown = await post('/api/accounts/login/unlock-code/', { email: nobody }, attacked.app);
    expect(unknown.json()).toEqual(sent);
    expect(await mailsTo(attacked.app, nobody)).toEqual([]);

    const [mail] = await mailsTo(attacked.app, user.email);
    expect(mail!.subject).toBe('Your Academy sign-in code for a new browser');
    const code = await latestCode(attacked.app, user.email);

    // A wrong code, or the code for another account, opens nothing.
    const wrong = await unlockAs({
      email: user.email,
      otp_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ otp_code: [accountMessages.wrongCode] });
    const other = await createUser(attacked.app.db, { email: uniqueEmail() });
    const elsewhere = await unlockAs({ email: other.email, otp_code: code });
    expect(elsewhere.statusCode).toBe(400);

    const unlocked = await unlockAs({ email: user.email, otp_code: code });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: accountMessages.browserUnlocked });
    const device = unlocked.cookies.find((cookie) => cookie.name === 'academy_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/accounts/' });

    // The code does not sign in by itself: the password is still needed, and then gets through.
    const typo = await logIn(
      { email: user.email, password: 'Guess-x-password' },
      { from: '192.0.2.40', device: device!.value },
    );
    expect(typo.statusCode).toBe(401);
    const owner = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.40', device: device!.value },
    );
    expect(owner.statusCode).toBe(200);
    // The code is spent, and the lock still holds for everyone else.
    expect((await unlockAs({ email: user.email, otp_code: code })).statusCode).toBe(400);
    const attacker = await logIn(
      { email: user.email, password: 'Guess-11-password' },
      { from: '198.51.100.40' },
    );
    expect(attacker.statusCode).toBe(429);
  });

  it("counts wrong passwords from a known browser on that browser's own budget", async () => {
    const user = await createUser(attacked.app.db, { email: uniqueEmail() });
    const first = await logIn(
      { email: user.email, password: TEST_PASSWORD },
      { from: '192.0.2.11' },
    );
    const device = deviceCookie(first)!.value;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await logIn(
        { email: user.email, password: `Typo-${attempt}-password` },
        { from: '192.0.2.11', device },
      );
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await logIn({ email: user.email, password: TEST_PASSWORD }, { device });
    expect(blocked.statusCode).toBe(429);
    // Another account's cookie, a forged one or none at all is no key to this account.
    const other = await createUser(attacked.app.db, { email: uniqueEmail() });
    const otherDevice = deviceCookie(
      await logIn({ email: other.email, password: TEST_PASSWORD }, { from: '192.0.2.12' }),
    )!.value;
    const forged = `${user.id}${otherDevice.slice(String(other.id).length)}`;
    for (const candidate of [otherDevice, forged, 'garbage']) {
      const response = await logIn(
        { email: user.email, password: 'Typo-x-password' },
        { from: '192.0.2.13', device: candidate },
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps a shared address open while its people log in, and stops one that only fails', async () => {
    const nat = '100.64.0.1';
    // Five colleagues behind one address log in; each success earns the address room for 3 typos.
    for (let colleague = 0; colleague < 5; colleague += 1) {
      const user = await createUser(attacked.app.db, { email: uniqueEmail('colleague') });
      expect(
        (await logIn({ email: user.email, password: TEST_PASSWORD }, { from: nat })).statusCode,
      ).toBe(200);
    }
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const wrong = await logIn(
        { email: uniqueEmail('typo'), password: 'Typo-password-1' },
        { from: nat },
      );
      expect(wrong.statusCode).toBe(401);
    }
    const newcomer = await createUser(attacked.app.db, { email: uniqueEmail('colleague') });
    expect(
      (await logIn({ email: newcomer.email, password: TEST_PASSWORD }, { from: nat })).statusCode,
    ).toBe(200);

    // 30 + 3 for each of 6 accounts: the 48th failure is the last the address gets.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await logIn({ email: uniqueEmail('typo'), password: 'Typo-password-1' }, { from: nat });
    }
    const stopped = await logIn(
      { email: uniqueEmail('typo'), password: 'Typo-password-1' },
      { from: nat },
    );
    expect(stopped.statusCode).toBe(429);
  });
});
