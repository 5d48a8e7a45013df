import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  accountMessages,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
} from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema/accounts.ts';
import { fieldError } from '../../lib/http-errors.ts';
import type { SecurityEvents } from '../../lib/security-events.ts';
import { isCodeUsable } from './policies.ts';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Codes are stored as an HMAC keyed with the key derived for codes (lib/keys.ts): a plain hash of
 * a 6-digit code could be reversed by trying all million codes, the HMAC cannot without the key.
 */
export function hashCode(key: Buffer, userId: number, purpose: CodePurpose, code: string) {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/** A new code is refused while the last one is under a minute old or the hour's quota is used. */
export type CodeQuota = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Issues a fresh 6-digit code for `purpose`, invalidating earlier ones; returns the plain code for
 * the mail, or the wait when the resend limits are reached. Call inside a transaction: the user
 * row is locked so two simultaneous requests cannot both pass the limits.
 */
export async function issueCode(
  tx: Db,
  codeKey: Buffer,
  userId: number,
  purpose: CodePurpose,
  now = new Date(),
): Promise<{ code: string } | { retryAfterSeconds: number }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const quota = await checkQuota(tx, userId, purpose, now);
  if (!quota.allowed) return { retryAfterSeconds: quota.retryAfterSeconds };

  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: hashCode(codeKey, userId, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return { code };
}

async function checkQuota(
  tx: Db,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<CodeQuota> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [recent] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${oneTimeCodes.createdAt})`,
      newest: sql<string | null>`max(${oneTimeCodes.createdAt})`,
    })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, hourAgo),
      ),
    );
  if (!recent || recent.count === 0 || !recent.newest || !recent.oldest) return { allowed: true };
  const sinceNewest = now.getTime() - new Date(recent.newest).getTime();
  if (sinceNewest < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil((OTP_RESEND_COOLDOWN_SECONDS * 1000 - sinceNewest) / 1000),
    };
  }
  if (recent.count >= OTP_MAX_PER_HOUR) {
    const freeAt = new Date(recent.oldest).getTime() + HOUR_MS;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
    };
  }
  return { allowed: true };
}

/**
 * Spends the user's current code for `purpose` if `code` matches. A wrong guess counts against
 * the code; the OTP_MAX_ATTEMPTS-th wrong guess burns it. Every outcome but success throws a
 * field error on `otp_code`. Both updates are conditional, so concurrent guesses cannot exceed the
 * attempt budget or spend one code twice.
 */
export async function consumeCode(
  deps: { db: Db; codeKey: Buffer; securityEvents: SecurityEvents },
  userId: number | null,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<void> {
  const { db, codeKey } = deps;
  if (userId === null) throw fieldError('otp_code', accountMessages.invalidCode);
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!current || !isCodeUsable(current, now)) {
    throw fieldError(
      'otp_code',
      current && current.attempts >= OTP_MAX_ATTEMPTS
        ? accountMessages.codeBurnt
        : accountMessages.invalidCode,
    );
  }

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = Buffer.from(hashCode(codeKey, userId, purpose, code), 'hex');
  const stillOpen = and(
    eq(oneTimeCodes.id, current.id),
    isNull(oneTimeCodes.consumedAt),
    lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
  );
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const spent = await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(stillOpen)
      .returning({ id: oneTimeCodes.id });
    if (spent.length === 1) return;
    throw fieldError('otp_code', accountMessages.invalidCode);
  }
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(stillOpen)
    .returning({ attempts: oneTimeCodes.attempts });
  // Only the guess that reached the limit burnt the code: it is told to staff once.
  if (counted?.attempts === OTP_MAX_ATTEMPTS) {
    await deps.securityEvents.record('code_burnt', { user_id: userId, purpose });
  }
  throw fieldError(
    'otp_code',
    !counted || counted.attempts >= OTP_MAX_ATTEMPTS
      ? accountMessages.codeBurnt
      : accountMessages.wrongCode,
  );
}
