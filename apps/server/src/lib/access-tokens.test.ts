import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';
import { deriveKey } from './keys.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createAccessTokens(SECRET);
// Tokens are signed with a key derived for them, never with JWT_SECRET itself (decision 036).
const key = new Uint8Array(deriveKey(SECRET, 'access-tokens'));
const claims = { role: 'learner', token_type: 'access', gen: 0 };

function signed(build: (jwt: SignJWT) => SignJWT, secret = key, alg = 'HS256') {
  return build(new SignJWT(claims).setProtectedHeader({ alg }).setSubject('7').setIssuedAt()).sign(
    secret,
  );
}

describe('access tokens', () => {
  it('verifies what it signs', async () => {
    const token = await tokens.sign({ userId: 7, role: 'instructor', generation: 2 });
    expect(await tokens.verify(token)).toEqual({
      userId: 7,
      role: 'instructor',
      generation: 2,
      issuedAt: expect.any(Number),
    });
  });

  it('refuses expired, not-yet-valid, foreign and tampered tokens', async () => {
    const expired = await signed((jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 1));
    const early = await signed((jwt) => jwt.setExpirationTime('15m').setNotBefore('5m'));
    const foreign = await signed(
      (jwt) => jwt.setExpirationTime('15m'),
      new TextEncoder().encode('another-secret-that-is-long-enough-too'),
    );
    const good = await signed((jwt) => jwt.setExpirationTime('15m'));
    const [header, , signature] = good.split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...claims, role: 'admin', sub: '7', exp: 9_999_999_999, iat: 1 }),
    ).toString('base64url');
    expect(await tokens.verify(good)).not.toBeNull();
    for (const token of [expired, early, foreign, `${header}.${promoted}.${signature}`]) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });

  it('signs with the key derived for access tokens, and refuses JWT_SECRET itself', async () => {
    const derived = await signed((jwt) => jwt.setExpirationTime('15m'));
    expect(await tokens.verify(derived)).not.toBeNull();
    const rawSecret = await signed(
      (jwt) => jwt.setExpirationTime('15m'),
      new TextEncoder().encode(SECRET),
    );
    expect(await tokens.verify(rawSecret)).toBeNull();
    for (const purpose of ['one-time-codes', 'tickets', 'device-cookies'] as const) {
      const other = await signed(
        (jwt) => jwt.setExpirationTime('15m'),
        new Uint8Array(deriveKey(SECRET, purpose)),
      );
      expect(await tokens.verify(other), purpose).toBeNull();
    }
  });

  it('refuses a token without a whole session generation', async () => {
    for (const gen of [undefined, '1', 1.5]) {
      const token = await new SignJWT({ role: 'learner', token_type: 'access', gen })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key);
      expect(await tokens.verify(token)).toBeNull();
    }
  });

  it('refuses other algorithms, unsigned tokens, missing expiry and malformed input', async () => {
    const unsigned = new UnsecuredJWT({ ...claims, sub: '7' }).setExpirationTime('15m').encode();
    const hs512 = await signed((jwt) => jwt.setExpirationTime('15m'), key, 'HS512');
    const noExpiry = await signed((jwt) => jwt);
    const refresh = await new SignJWT({ role: 'learner', token_type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key);
    for (const token of [unsigned, hs512, noExpiry, refresh, '', 'a.b', 'a.b.c', '...']) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });

  describe('a token verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('is verified again until it expires, and a tampered copy is refused', async () => {
      const token = await signed((jwt) => jwt.setExpirationTime('15m'));
      const first = await tokens.verify(token);
      expect(first).toEqual({
        userId: 7,
        role: 'learner',
        generation: 0,
        issuedAt: expect.any(Number),
      });
      expect(await tokens.verify(token)).toEqual(first);
      // One character of the signature changed: another string, checked in full.
      const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
      expect(await tokens.verify(tampered)).toBeNull();
      vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000 });
      expect(await tokens.verify(token)).toBeNull();
    });
  });
});
