import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addressBudget,
  createAttemptCounter,
  createSuccessTally,
  type AttemptCounter,
  type SuccessTally,
} from './login-throttle.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const newKey = () => `key-${randomBytes(4).toString('hex')}`;

/** The same behaviour from the in-memory and the Redis counter. */
function behavesAsAnAttemptCounter(make: (windowMs: number) => AttemptCounter) {
  it('counts attempts up to the limit, then refuses for the rest of the window; resets on demand', async () => {
    const counter = make(60_000);
    const key = newKey();
    expect(await counter.take(key, 3)).toEqual({ counted: true, count: 1 });
    expect(await counter.take(key, 3)).toEqual({ counted: true, count: 2 });
    expect(await counter.take(key, 3)).toEqual({ counted: true, count: 3 });
    const refused = await counter.take(key, 3);
    expect(refused.counted).toBe(false);
    const wait = refused.counted ? 0 : refused.waitSeconds;
    expect(wait).toBeGreaterThan(58);
    expect(wait).toBeLessThanOrEqual(60);
    // A refused attempt is not counted: a higher limit finds 3.
    expect(await counter.take(key, 5)).toEqual({ counted: true, count: 4 });
    expect((await counter.take(`${key}-other`, 3)).counted).toBe(true);
    await counter.reset(key);
    expect(await counter.take(key, 3)).toEqual({ counted: true, count: 1 });
  });

  it('takes exactly the limit of simultaneous attempts', async () => {
    const counter = make(60_000);
    const key = newKey();
    const taken = await Promise.all(Array.from({ length: 20 }, () => counter.take(key, 10)));
    expect(taken.filter((attempt) => attempt.counted)).toHaveLength(10);
  });

  it('gives an attempt back on release, never below zero', async () => {
    const counter = make(60_000);
    const key = newKey();
    await counter.take(key, 2);
    await counter.take(key, 2);
    expect((await counter.take(key, 2)).counted).toBe(false);
    await counter.release(key);
    expect(await counter.take(key, 2)).toEqual({ counted: true, count: 2 });
    const empty = newKey();
    await counter.release(empty);
    expect(await counter.take(empty, 2)).toEqual({ counted: true, count: 1 });
  });

  it('forgets attempts once the window has passed', async () => {
    const counter = make(150);
    const key = newKey();
    for (let i = 0; i < 3; i += 1) await counter.take(key, 3);
    expect((await counter.take(key, 3)).counted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter.take(key, 3)).toEqual({ counted: true, count: 1 });
  });
}

function behavesAsASuccessTally(make: (windowMs: number) => SuccessTally) {
  it('counts distinct members per key until the window passes', async () => {
    const tally = make(150);
    const key = newKey();
    await tally.add(key, '1');
    await tally.add(key, '1');
    await tally.add(key, '2');
    expect(await tally.size(key)).toBe(2);
    expect(await tally.size(`${key}-other`)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tally.size(key)).toBe(0);
  });
}

describe('in-memory counters', () => {
  behavesAsAnAttemptCounter((windowMs) => createAttemptCounter(windowMs, null, 'test'));
  behavesAsASuccessTally((windowMs) => createSuccessTally(windowMs, null, 'test'));
});

// Runs wherever a Redis server is given (TEST_REDIS_URL).
describe.runIf(redisUrl)('redis counters', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => redis?.disconnect());
  const name = `test-${randomBytes(4).toString('hex')}`;
  behavesAsAnAttemptCounter((windowMs) => createAttemptCounter(windowMs, redis, name));
  behavesAsASuccessTally((windowMs) => createSuccessTally(windowMs, redis, name));
});

describe('addressBudget', () => {
  it('is 30 failures, 3 more per account that logged in from the address, at most 300', () => {
    expect(addressBudget(0)).toBe(30);
    expect(addressBudget(5)).toBe(45);
    expect(addressBudget(1000)).toBe(300);
  });
});
