import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { UPLOADS_AT_ONCE, uploadMessages } from '@academy/contract/uploads';
import { detailError } from './http-errors.ts';

/**
 * Uploads in progress per user. A request takes a slot once it is authorised and before it reads
 * its body, and gives it back when it has stored (or refused) the file, so nobody holds more than
 * UPLOADS_AT_ONCE bodies open (docs/rules.md, Uploads). With Redis the slots are shared by every
 * API process; without it each process keeps its own (one process, as `npm start` runs).
 */
export type UploadSlots = {
  /** Runs `upload` holding one of the user's slots; 429 when they are all taken. */
  hold<T>(userId: number, upload: () => Promise<T>): Promise<T>;
};

export type UploadSlotOptions = {
  max?: number;
  /**
   * How long a slot outlives its last renewal in Redis. A slot is renewed while its upload runs,
   * so this only bounds how long a process that died mid-upload keeps one taken.
   */
  leaseMs?: number;
};

const LEASE_MS = 60_000;

export function createUploadSlots(
  redis: Redis | null,
  { max = UPLOADS_AT_ONCE, leaseMs = LEASE_MS }: UploadSlotOptions = {},
): UploadSlots {
  const slots = redis ? redisSlots(redis, max, leaseMs) : memorySlots(max);
  return {
    async hold(userId, upload) {
      const release = await slots.take(userId);
      if (!release) throw detailError(429, uploadMessages.tooManyAtOnce);
      try {
        return await upload();
      } finally {
        await release();
      }
    },
  };
}

/** A taken slot's release, or null when the user has none left. */
type SlotStore = { take(userId: number): Promise<(() => Promise<void>) | null> };

function memorySlots(max: number): SlotStore {
  const inProgress = new Map<number, number>();
  return {
    async take(userId) {
      const held = inProgress.get(userId) ?? 0;
      if (held >= max) return null;
      inProgress.set(userId, held + 1);
      return async () => {
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      };
    },
  };
}

// A user's slots are a sorted set of slot ids scored by when their lease ends, on Redis's clock,
// so processes whose clocks differ agree. Ended leases are dropped before counting.
const TAKE_SCRIPT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;
const RENEW_SCRIPT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then
  redis.call('ZADD', KEYS[1], nowMs + tonumber(ARGV[1]), ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return 0
`;

/** While Redis does not answer, each process counts its own, as without Redis. */
function redisSlots(redis: Redis, max: number, leaseMs: number): SlotStore {
  const fallback = memorySlots(max);
  return {
    async take(userId) {
      const key = `academy-upload-slots:${userId}`;
      const slot = randomUUID();
      let taken: unknown;
      try {
        taken = await redis.eval(TAKE_SCRIPT, 1, key, max, leaseMs, slot);
      } catch {
        return fallback.take(userId);
      }
      if (taken !== 1) return null;
      const renew = setInterval(
        () => void redis.eval(RENEW_SCRIPT, 1, key, leaseMs, slot).catch(() => {}),
        Math.max(1, Math.floor(leaseMs / 3)),
      );
      renew.unref();
      return async () => {
        clearInterval(renew);
        // Given back at once; if Redis is away, the lease ends by itself.
        await redis.zrem(key, slot).catch(() => {});
      };
    },
  };
}
