import type { Redis } from 'ioredis';

/**
 * Counts login attempts in fixed windows (docs/decisions/034-login-throttling.md). An attempt is
 * counted before its password is verified (`take`), so simultaneous guesses cannot pass a limit
 * that each of them checked on its own; an attempt whose password was right is given back
 * (`release`) or clears the key (`reset`). With Redis the counters are shared by every API
 * process; without it each process keeps its own.
 */
export type AttemptCounter = {
  /** Counts an attempt unless `key` already holds `max` in its window. */
  take(key: string, max: number): Promise<Taken>;
  /** Gives back one attempt (its password was right). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/** `count` includes this attempt; `waitSeconds` is the rest of the window. */
export type Taken = { counted: true; count: number } | { counted: false; waitSeconds: number };

/** The distinct accounts that logged in from an address in a window. */
export type SuccessTally = {
  add(key: string, member: string): Promise<void>;
  size(key: string): Promise<number>;
};

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Per account: 10 attempts in 15 minutes from browsers it never logged in from; per known
 * browser (device cookie): 10 of its own. Per address: 30 failed attempts, plus 3 for every
 * distinct account that logged in from there in the window (a hospital behind one NAT earns room
 * for its people's typos), at most 300.
 */
export const LOGIN_LIMITS = {
  account: { max: 10, windowMs: WINDOW_MS },
  device: { max: 10, windowMs: WINDOW_MS },
  ip: { max: 30, perSuccess: 3, ceiling: 300, windowMs: WINDOW_MS },
} as const;

/** The failures an address may have: its floor, and room earned by its successful logins. */
export function addressBudget(successes: number): number {
  const { max, perSuccess, ceiling } = LOGIN_LIMITS.ip;
  return Math.min(ceiling, max + perSuccess * successes);
}

export function createAttemptCounter(windowMs: number, redis: Redis | null, name: string) {
  return redis ? redisCounter(windowMs, redis, name) : memoryCounter(windowMs);
}

export function createSuccessTally(windowMs: number, redis: Redis | null, name: string) {
  return redis ? redisTally(windowMs, redis, name) : memoryTally(windowMs);
}

/** Entries of ended windows are swept once a map grows past this. */
const SWEEP_AT = 10_000;

function memoryCounter(windowMs: number): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now) windows.delete(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  return {
    // Synchronous from the look to the increment: nothing can run in between.
    async take(key, max) {
      const now = Date.now();
      const entry = live(key, now);
      if (entry && entry.count >= max) {
        return { counted: false, waitSeconds: Math.ceil((entry.endsAt - now) / 1000) };
      }
      if (entry) {
        entry.count += 1;
        return { counted: true, count: entry.count };
      }
      if (windows.size > SWEEP_AT) {
        for (const [stale, old] of windows) if (old.endsAt <= now) windows.delete(stale);
      }
      windows.set(key, { count: 1, endsAt: now + windowMs });
      return { counted: true, count: 1 };
    },
    async release(key) {
      const entry = live(key, Date.now());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function memoryTally(windowMs: number): SuccessTally {
  const windows = new Map<string, { members: Set<string>; endsAt: number }>();
  return {
    async add(key, member) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        if (windows.size > SWEEP_AT) {
          for (const [stale, old] of windows) if (old.endsAt <= now) windows.delete(stale);
        }
        entry = { members: new Set(), endsAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.members.add(member);
    },
    async size(key) {
      const entry = windows.get(key);
      return entry && entry.endsAt > Date.now() ? entry.members.size : 0;
    },
  };
}

/** Look and increment in one script, so two processes cannot both take the last attempt. */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
if count >= tonumber(ARGV[1]) then return {0, ttl} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, count}
`;
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

function redisCounter(windowMs: number, redis: Redis, name: string): AttemptCounter {
  const redisKey = (key: string) => `academy-login-attempts:${name}:${key}`;
  return {
    async take(key, max) {
      const [counted, value] = (await redis.eval(TAKE_SCRIPT, 1, redisKey(key), max, windowMs)) as [
        number,
        number,
      ];
      return counted === 1
        ? { counted: true, count: value }
        : { counted: false, waitSeconds: Math.ceil((value > 0 ? value : windowMs) / 1000) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, redisKey(key));
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}

function redisTally(windowMs: number, redis: Redis, name: string): SuccessTally {
  const redisKey = (key: string) => `academy-login-successes:${name}:${key}`;
  return {
    async add(key, member) {
      await redis.sadd(redisKey(key), member);
      // The window starts with the first success; a set left without expiry gets one here.
      if ((await redis.pttl(redisKey(key))) < 0) await redis.pexpire(redisKey(key), windowMs);
    },
    async size(key) {
      return redis.scard(redisKey(key));
    },
  };
}
