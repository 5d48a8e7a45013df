import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';
import { latestCode, signUp, uniqueEmail } from '../accounts/accounts-test-helpers.ts';

// Burnt one-time codes and locked accounts are logged, kept as security events and counted for
// the last 24 hours in the staff console's security card (docs/rules.md, Accounts and sessions).

const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    config: { logLevel: 'warn' },
    services: { logStream: { write: (line) => void logLines.push(line) } },
  });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, remoteAddress = '203.0.113.9') =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

async function summary() {
  const admin = await createUser(testApp.app.db, { role: 'admin' });
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/admin/security/',
    headers: await authHeader(testApp.app, admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const burnt = () =>
  logLines
    .map((line) => JSON.parse(line) as { securityEvent?: string; purpose?: string })
    .filter((line) => line.securityEvent === 'code_burnt');

describe('security events in the staff console', () => {
  it('logs and counts a code burnt by wrong guesses once, whatever follows', async () => {
    expect((await summary()).last_24_hours).toEqual({ account_locks: 0, burnt_codes: 0 });

    const { email } = await signUp(testApp.app);
    const code = await latestCode(testApp.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await post('/api/accounts/verify-otp/', { email, otp_code: wrong });
    }
    expect(burnt()).toEqual([expect.objectContaining({ purpose: 'signup' })]);

    const user = await createUser(testApp.app.db, { email: uniqueEmail('reset') });
    await post('/api/accounts/password-reset/request-otp/', { email: user.email });
    const resetCode = await latestCode(testApp.app, user.email);
    const resetWrong = resetCode === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await post('/api/accounts/password-reset/verify-otp/', {
        email: user.email,
        otp_code: resetWrong,
      });
    }
    expect(burnt().map((line) => line.purpose)).toEqual(['signup', 'password_reset']);
    expect((await summary()).last_24_hours).toEqual({ account_locks: 0, burnt_codes: 2 });
  });

  it('counts account locks beside them, and nothing older than 24 hours', async () => {
    const locked = await createUser(testApp.app.db, { email: uniqueEmail('locked') });
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      await post(
        '/api/accounts/login/',
        { email: locked.email, password: `Wrong-${attempt}-password` },
        '198.51.100.30',
      );
    }
    await testApp.app.db.insert(auditLog).values([
      {
        action: 'security.code_burnt',
        entityType: 'account',
        details: {},
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
      {
        action: 'security.account_locked',
        entityType: 'account',
        details: {},
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
    ]);
    expect((await summary()).last_24_hours).toEqual({ account_locks: 1, burnt_codes: 2 });
  });
});
