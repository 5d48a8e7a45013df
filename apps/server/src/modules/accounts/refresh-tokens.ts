import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS, type TokenPair } from '@academy/contract/accounts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import { isTokenLive } from './policies.ts';

// Refresh tokens (docs/decisions/003-refresh-token-rotation.md): opaque random
// strings stored as their SHA-256, 7 days, rotated on every refresh. Tokens rotated from one login
// share a family; presenting a token that was already rotated means it leaked, so the whole family
// is revoked and the session ends for the thief and the owner alike.

const TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** SHA-256 in hex: enough for 256-bit random tokens (no guessing to slow down). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

type Subject = Pick<typeof users.$inferSelect, 'id' | 'role' | 'sessionGeneration'>;

/** Stores a new refresh token in `familyId` (a new family for a login) and signs an access token. */
export async function issueTokenPair(
  db: Db,
  accessTokens: AccessTokens,
  user: Subject,
  familyId: string = randomUUID(),
  now = new Date(),
): Promise<TokenPair & { tokenId: number }> {
  const refresh = newOpaqueToken();
  const [stored] = await db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(now.getTime() + TTL_MS),
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  const access = await accessTokens.sign({
    userId: user.id,
    role: user.role,
    generation: user.sessionGeneration,
  });
  return { access, refresh, tokenId: stored!.id };
}

/** Looks a presented refresh token up with its user's current role. */
export async function findRefreshToken(db: Db, refresh: string) {
  const [row] = await db
    .select({ token: refreshTokens, role: users.role, generation: users.sessionGeneration })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, sha256(refresh)))
    .limit(1);
  return row ?? null;
}

/**
 * Swaps a live refresh token for a new pair in the same family. Returns null when the token is
 * unknown, expired or revoked; a revoked token that was rotated (reuse) revokes its family first.
 */
export async function rotateRefreshToken(
  db: Db,
  accessTokens: AccessTokens,
  refresh: string,
  now = new Date(),
): Promise<TokenPair | null> {
  return db.transaction(async (tx) => {
    const found = await findRefreshToken(tx, refresh);
    if (!found) return null;
    const { token, role, generation } = found;
    if (token.revokedAt) {
      if (token.replacedById !== null) await revokeFamily(tx, token.familyId, now);
      return null;
    }
    if (!isTokenLive(token, now)) return null;
    // Claim the token first: of two simultaneous refreshes only one wins, the other is reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, token.familyId, now);
      return null;
    }
    const pair = await issueTokenPair(
      tx,
      accessTokens,
      { id: token.userId, role, sessionGeneration: generation },
      token.familyId,
      now,
    );
    await tx
      .update(refreshTokens)
      .set({ replacedById: pair.tokenId })
      .where(eq(refreshTokens.id, token.id));
    return { access: pair.access, refresh: pair.refresh };
  });
}

/** Revokes every live token of a family (reuse detected, or logout). */
export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of a user (password change, reset, logout everywhere): revokes the refresh
 * tokens and raises the session generation, so every access token issued before is refused at
 * once, even one from the same second. Returns the new generation.
 */
export async function revokeAllForUser(db: Db, userId: number, now = new Date()): Promise<number> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [raised] = await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning({ generation: users.sessionGeneration });
  return raised?.generation ?? 0;
}
