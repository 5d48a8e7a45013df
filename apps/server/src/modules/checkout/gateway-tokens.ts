import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gatewayTokens } from '../../db/schema/orders.ts';
import type { BkashClient } from './bkash-client.ts';
import { GatewayAuthError } from './gateway-http.ts';

/** A token this close to its expiry is renewed first, so no call goes out with a dying one. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const isFresh = (row: { expiresAt: Date } | undefined, now = Date.now()) =>
  row !== undefined && row.expiresAt.getTime() - RENEW_BEFORE_MS > now;

/**
 * bKash's id_token, cached in the database so every server process shares one (bKash limits how
 * often a merchant may ask for tokens). The process that finds it near expiry renews it under an
 * advisory lock, by refresh token when it still works, by a new grant otherwise; the others wait
 * for the lock and read the renewed token.
 */
export async function bkashIdToken(db: Db, client: BkashClient): Promise<string> {
  const [cached] = await db.select().from(gatewayTokens).where(eq(gatewayTokens.gateway, 'bkash'));
  if (cached && isFresh(cached)) return cached.accessToken;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gateway-token:bkash'))`);
    const [row] = await tx.select().from(gatewayTokens).where(eq(gatewayTokens.gateway, 'bkash'));
    if (row && isFresh(row)) return row.accessToken;
    let tokens = null;
    if (row) {
      tokens = await client.refreshToken(row.refreshToken).catch((error: unknown) => {
        if (error instanceof GatewayAuthError) return null;
        throw error;
      });
    }
    tokens ??= await client.grantToken();
    const values = {
      accessToken: tokens.idToken,
      refreshToken: tokens.refreshToken || row?.refreshToken || '',
      expiresAt: new Date(Date.now() + tokens.expiresInSeconds * 1000),
    };
    await tx
      .insert(gatewayTokens)
      .values({ gateway: 'bkash', ...values })
      .onConflictDoUpdate({ target: gatewayTokens.gateway, set: values });
    return tokens.idToken;
  });
}

/** Forgets the cached token (bKash refused it), so the next call gets a new one. */
export async function dropBkashToken(db: Db): Promise<void> {
  await db.delete(gatewayTokens).where(eq(gatewayTokens.gateway, 'bkash'));
}

/** Runs a bKash call with the shared token, once more with a new token if bKash refused it. */
export async function withBkashToken<T>(
  db: Db,
  client: BkashClient,
  call: (idToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await bkashIdToken(db, client));
  } catch (error) {
    if (!(error instanceof GatewayAuthError)) throw error;
    await dropBkashToken(db);
    return call(await bkashIdToken(db, client));
  }
}
