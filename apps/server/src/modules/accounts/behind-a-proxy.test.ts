import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { uniqueEmail } from './accounts-test-helpers.ts';

// The per-address limits (sign-up: 30 in ten minutes; wrong passwords: 30 per address) must count
// each visitor on their own behind a reverse proxy (TRUST_PROXY=1), and must not be escaped by a
// client writing its own X-Forwarded-For when no proxy is trusted (the default).

const PROXY = '10.0.0.2';
const ALICE = '203.0.113.7';
const BOB = '203.0.113.8';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

type From = { remoteAddress: string; forwardedFor?: string };

function post(app: TestApp, url: string, payload: object, from: From) {
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

const viaProxy = (client: string): From => ({ remoteAddress: PROXY, forwardedFor: client });

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  it('limits sign-ups per visitor, not for everyone behind the proxy', async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(testApp, '/api/accounts/register/', {}, viaProxy(ALICE));
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(testApp, '/api/accounts/register/', {}, viaProxy(ALICE));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // A name Alice writes in front of her address is kept by the proxy, which appends the real one.
    const forged = await post(
      testApp,
      '/api/accounts/register/',
      {},
      { remoteAddress: PROXY, forwardedFor: `198.51.100.1, ${ALICE}` },
    );
    expect(forged.statusCode).toBe(429);

    const bob = await post(testApp, '/api/accounts/register/', {}, viaProxy(BOB));
    expect(bob.statusCode).toBe(400);
  });

  it('stops one visitor after 30 wrong passwords while another logs in through the same proxy', async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(
        testApp,
        '/api/accounts/login/',
        { email: uniqueEmail('guess'), password: 'Guess-password-1' },
        viaProxy(ALICE),
      );
      expect(response.statusCode).toBe(401);
    }
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const credentials = { email: user.email, password: TEST_PASSWORD };
    const alice = await post(testApp, '/api/accounts/login/', credentials, viaProxy(ALICE));
    expect(alice.statusCode).toBe(429);
    expect(Number(alice.headers['retry-after'])).toBeGreaterThan(0);

    const bob = await post(testApp, '/api/accounts/login/', credentials, viaProxy(BOB));
    expect(bob.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the proxies by address)', () => {
  it('takes the client from X-Forwarded-For only when a listed proxy connects', async () => {
    testApp = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'] } });
    const message = (subject: string) => ({
      name: 'Dr. Nusrat Jahan',
      email: 'nusrat@example.com',
      subject,
      message: 'Is the Python for clinicians course suitable for beginners?',
    });
    const proxied = await post(testApp, '/api/contact/', message('Through the proxy'), {
      remoteAddress: PROXY,
      forwardedFor: `198.51.100.1, ${ALICE}`,
    });
    expect(proxied.statusCode).toBe(201);
    const direct = await post(testApp, '/api/contact/', message('Straight in'), {
      remoteAddress: BOB,
      forwardedFor: ALICE,
    });
    expect(direct.statusCode).toBe(201);

    const storedIp = async (subject: string) =>
      (
        await testApp!.app.db
          .select({ ip: contactMessages.ip })
          .from(contactMessages)
          .where(eq(contactMessages.subject, subject))
      )[0]?.ip;
    expect(await storedIp('Through the proxy')).toBe(ALICE);
    expect(await storedIp('Straight in')).toBe(BOB);
  });
});

describe('TRUST_PROXY unset (the default)', () => {
  it('keys sign-ups on the connecting address, whatever X-Forwarded-For says', async () => {
    testApp = await createTestApp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(
        testApp,
        '/api/accounts/register/',
        {},
        { remoteAddress: ALICE, forwardedFor: `198.51.100.${attempt + 1}` },
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(
      testApp,
      '/api/accounts/register/',
      {},
      { remoteAddress: ALICE, forwardedFor: '198.51.100.200' },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('keeps counting wrong passwords when each guess claims another address', async () => {
    testApp = await createTestApp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(
        testApp,
        '/api/accounts/login/',
        { email: uniqueEmail('guess'), password: 'Guess-password-1' },
        { remoteAddress: ALICE, forwardedFor: `198.51.100.${attempt + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const user = await createUser(testApp.app.db, { email: uniqueEmail() });
    const blocked = await post(
      testApp,
      '/api/accounts/login/',
      { email: user.email, password: TEST_PASSWORD },
      { remoteAddress: ALICE, forwardedFor: '198.51.100.200' },
    );
    expect(blocked.statusCode).toBe(429);
  });
});
