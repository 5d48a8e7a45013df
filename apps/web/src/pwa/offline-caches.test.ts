import { describe, expect, it } from 'vitest';
import {
  accountCacheKey,
  accountOfAuthorization,
  OFFLINE_API_READS,
  PRERENDERED_PAGES,
} from './offline-caches';

const tokenFor = (sub: unknown) =>
  `Bearer e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

describe('the service worker’s API cache', () => {
  it('keys each account’s answers apart, and a visitor’s apart from both', () => {
    const url = 'https://academy.test/api/accounts/dashboard/';
    const first = accountCacheKey(url, accountOfAuthorization(tokenFor('7')));
    const second = accountCacheKey(url, accountOfAuthorization(tokenFor(8)));
    const visitor = accountCacheKey(url, accountOfAuthorization(null));
    expect(first).toBe('https://academy.test/api/accounts/dashboard/?__account=7');
    expect(second).toBe('https://academy.test/api/accounts/dashboard/?__account=8');
    expect(visitor).toBe('https://academy.test/api/accounts/dashboard/?__account=visitor');
    expect(accountOfAuthorization('Bearer not-a-token')).toBe('visitor');
  });

  it('keeps the learner’s reads but never quiz attempts, orders or payments', () => {
    const kept = (path: string) => OFFLINE_API_READS.some((read) => read.test(path));
    expect(kept('/api/enrolled-course/6/')).toBe(true);
    expect(kept('/api/accounts/dashboard/')).toBe(true);
    expect(kept('/api/notifications/')).toBe(true);
    expect(kept('/api/quiz-attempts/3/')).toBe(false);
    expect(kept('/api/orders/')).toBe(false);
    expect(kept('/api/payments/')).toBe(false);
    expect(kept('/api/accounts/login/')).toBe(false);
  });

  it('fetches the three pre-rendered pages first', () => {
    const prerendered = (path: string) => PRERENDERED_PAGES.some((page) => page.test(path));
    expect(['/', '/courses', '/course/14'].every(prerendered)).toBe(true);
    expect(prerendered('/course/14/progress')).toBe(false);
    expect(prerendered('/dashboard')).toBe(false);
  });
});
