import { describe, expect, it } from 'vitest';
import { canLogIn, isCodeUsable, isTokenLive } from './policies.ts';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-01T12:05:00Z');
const earlier = new Date('2026-03-01T11:55:00Z');

describe('accounts policies', () => {
  it('lets only verified accounts log in', () => {
    expect(canLogIn({ emailVerifiedAt: earlier })).toBe(true);
    expect(canLogIn({ emailVerifiedAt: null })).toBe(false);
  });

  it('counts a code while unspent, unexpired and under five wrong attempts', () => {
    const code = { consumedAt: null, expiresAt: later, attempts: 0 };
    expect(isCodeUsable(code, now)).toBe(true);
    expect(isCodeUsable({ ...code, attempts: 4 }, now)).toBe(true);
    expect(isCodeUsable({ ...code, attempts: 5 }, now)).toBe(false);
    expect(isCodeUsable({ ...code, expiresAt: now }, now)).toBe(false);
    expect(isCodeUsable({ ...code, consumedAt: earlier }, now)).toBe(false);
  });

  it('counts a token while neither revoked, used nor expired', () => {
    expect(isTokenLive({ expiresAt: later, revokedAt: null }, now)).toBe(true);
    expect(isTokenLive({ expiresAt: later, revokedAt: earlier }, now)).toBe(false);
    expect(isTokenLive({ expiresAt: later, usedAt: earlier }, now)).toBe(false);
    expect(isTokenLive({ expiresAt: earlier }, now)).toBe(false);
  });
});
