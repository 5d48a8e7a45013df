import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFailureCounter, type FailureCounter } from './login-throttle.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const newKey = () => `key-${randomBytes(4).toString('hex')}`;

/** The same behaviour from the in-memory and the Redis counter; `make` builds one with max 3. */
function behavesAsAFailureCounter(make: (windowMs: number) => FailureCounter) {
  it('blocks a key at its limit for the rest of the window and resets on demand', async () => {
    const counter = make(60_000);
    const key = newKey();
    expect(await counter.blockedFor(key)).toBe(0);
    await counter.recordFailure(key);
    await counter.recordFailure(key);
    expect(await counter.blockedFor(key)).toBe(0);
    await counter.recordFailure(key);
    const wait = await counter.blockedFor(key);
    expect(wait).toBeGreaterThan(58);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await counter.blockedFor(`${key}-other`)).toBe(0);
    await counter.reset(key);
    expect(await counter.blockedFor(key)).toBe(0);
  });

  it('forgets failures once the window has passed', async () => {
    const counter = make(150);
    const key = newKey();
    for (let i = 0; i < 3; i += 1) await counter.recordFailure(key);
    expect(await counter.blockedFor(key)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter.blockedFor(key)).toBe(0);
  });
}

describe('in-memory failure counter', () => {
  behavesAsAFailureCounter((windowMs) => createFailureCounter({ max: 3, windowMs }, null, 'test'));
});

// Runs wherever a Redis server is given (TEST_REDIS_URL).
describe.runIf(redisUrl)('redis failure counter', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => redis?.disconnect());
  const name = `test-${randomBytes(4).toString('hex')}`;
  behavesAsAFailureCounter((windowMs) => createFailureCounter({ max: 3, windowMs }, redis, name));
});
