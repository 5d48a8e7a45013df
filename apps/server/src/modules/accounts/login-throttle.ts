import type { Redis } from 'ioredis';

/**
 * Counts failed logins per account and per IP in fixed windows. Only failures count, so people
 * who type their password right are never slowed down (many colleagues behind one hospital NAT
 * share an IP), while guessing one account, or many accounts from one address, soon stops.
 * With Redis the counters are shared by every API process; without it each process keeps its own.
 */
export type FailureCounter = {
  /** Seconds until `key` may try again; 0 while it is under its limit. */
  blockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export type Limit = { max: number; windowMs: number };

/** Per account: 10 wrong passwords in 15 minutes. Per IP: 30 in 15 minutes. */
export const LOGIN_LIMITS = {
  account: { max: 10, windowMs: 15 * 60 * 1000 },
  ip: { max: 30, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, Limit>;

export function createFailureCounter(limit: Limit, redis: Redis | null, name: string) {
  return redis ? redisCounter(limit, redis, name) : memoryCounter(limit);
}

function memoryCounter({ max, windowMs }: Limit): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now) windows.delete(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  return {
    async blockedFor(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry && entry.count >= max ? Math.ceil((entry.endsAt - now) / 1000) : 0;
    },
    async recordFailure(key) {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [stale, entry] of windows) if (entry.endsAt <= now) windows.delete(stale);
      }
      const entry = live(key, now);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, endsAt: now + windowMs });
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function redisCounter({ max, windowMs }: Limit, redis: Redis, name: string): FailureCounter {
  const redisKey = (key: string) => `academy-login-failures:${name}:${key}`;
  return {
    async blockedFor(key) {
      const [count, ttl] = await Promise.all([redis.get(redisKey(key)), redis.pttl(redisKey(key))]);
      // A counter left without expiry (a crash between INCR and PEXPIRE) gets one now.
      if (ttl === -1) await redis.pexpire(redisKey(key), windowMs);
      const remaining = ttl > 0 ? ttl : windowMs;
      return Number(count ?? 0) >= max ? Math.ceil(remaining / 1000) : 0;
    },
    async recordFailure(key) {
      const count = await redis.incr(redisKey(key));
      if (count === 1) await redis.pexpire(redisKey(key), windowMs);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
