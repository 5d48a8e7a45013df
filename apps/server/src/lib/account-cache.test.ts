import { describe, expect, it } from 'vitest';
import { AccountCache } from './account-cache.ts';

const row = (id: number) => ({ id, role: 'learner', generation: 0, changed_at: null });

function listeningCache() {
  const cache = new AccountCache();
  cache.setListening(true);
  return cache;
}

describe('AccountCache', () => {
  it('keeps rows by kind of look-up and forgets one user or everyone', () => {
    const cache = listeningCache();
    cache.keep('plain', cache.now(), [
      [1, row(1)],
      [2, row(2)],
    ]);
    cache.keep('with enrolments', cache.now(), [[1, { ...row(1), enrolled: [7] }]]);
    expect(cache.get('plain', 1)).toEqual(row(1));
    expect(cache.get('with enrolments', 1)).toEqual({ ...row(1), enrolled: [7] });

    cache.forget('1');
    expect(cache.get('plain', 1)).toBeUndefined();
    expect(cache.get('with enrolments', 1)).toBeUndefined();
    expect(cache.get('plain', 2)).toEqual(row(2));

    cache.forget('*');
    expect(cache.get('plain', 2)).toBeUndefined();
  });

  it('does not keep what a read begun before a change returned', () => {
    const cache = listeningCache();
    const begun = cache.now();
    cache.forget('9');
    cache.keep('plain', begun, [[1, row(1)]]);
    expect(cache.get('plain', 1)).toBeUndefined();
    cache.keep('plain', cache.now(), [[1, row(1)]]);
    expect(cache.get('plain', 1)).toEqual(row(1));
  });

  it('keeps and answers nothing while notices may not arrive, and forgets what it had', () => {
    const cache = new AccountCache();
    cache.keep('plain', cache.now(), [[1, row(1)]]);
    expect(cache.get('plain', 1)).toBeUndefined();

    cache.setListening(true);
    cache.keep('plain', cache.now(), [[1, row(1)]]);
    expect(cache.get('plain', 1)).toEqual(row(1));

    const begun = cache.now();
    cache.setListening(false);
    expect(cache.get('plain', 1)).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('plain', 1)).toBeUndefined();
    cache.keep('plain', begun, [[1, row(1)]]);
    expect(cache.get('plain', 1)).toBeUndefined();
  });
});
