import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { roleSchema, type Role } from '@academy/contract/roles';
import { deriveKey } from './keys.ts';

/** Access tokens live 15 minutes; refresh tokens (opaque, rotated) keep the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type AccessClaims = { userId: number; role: Role };
/**
 * What a token is signed with: the account's session generation too (`gen`), which a password
 * change, reset or logout everywhere raises (docs/decisions/035-session-generations.md).
 */
export type SignedClaims = AccessClaims & { generation: number };
/** What a verified token says, with when it was issued (seconds since the epoch). */
export type VerifiedAccess = SignedClaims & { issuedAt: number };

export type AccessTokens = {
  sign(claims: SignedClaims): Promise<string>;
  /** Returns null for any token that is malformed, expired or not signed by us. */
  verify(token: string): Promise<VerifiedAccess | null>;
  /** As verify, synchronously: for the catalogue's answers ahead of the framework. */
  check(token: string): VerifiedAccess | null;
};

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Tokens are signed with jose. They are checked here with node:crypto's HMAC, which is
 * synchronous and costs a few microseconds where WebCrypto's promise machinery costs a sizeable
 * share of a signed-in catalogue request (docs/benchmarks.md). Only compact HS256 tokens without
 * critical extensions pass; the signature is compared in constant time.
 */
function verifyHs256(token: string, key: KeyObject, nowSeconds: number) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature || given.length !== expected.length) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const protectedHeader = decodeJson(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const claims = decodeJson(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) return null;
  return claims;
}

/**
 * Tokens whose signature and claims were checked, kept so that a reader's next requests need only
 * the expiry compared: the signature covers every byte, so the same string is the same token.
 * Emptied when full.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/** Tokens are signed with a key derived from JWT_SECRET for them alone (decision 036). */
export function createAccessTokens(secret: string): AccessTokens {
  const key = deriveKey(secret, 'access-tokens');
  // Made once: given raw bytes, every HMAC would first check and wrap them as a key, which under
  // load cost more than the HMAC itself (docs/benchmarks.md).
  const hmacKey = createSecretKey(key);
  const verified = new Map<string, { access: VerifiedAccess; expiresAt: number }>();
  function check(token: string): VerifiedAccess | null {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) return known.expiresAt > now ? known.access : null;
    const claims = verifyHs256(token, hmacKey, now);
    if (!claims) return null;
    const role = roleSchema.safeParse(claims.role);
    const userId = Number(claims.sub);
    if (
      claims.token_type !== 'access' ||
      !role.success ||
      !Number.isInteger(userId) ||
      typeof claims.iat !== 'number' ||
      !Number.isInteger(claims.gen)
    ) {
      return null;
    }
    const access = {
      userId,
      role: role.data,
      generation: claims.gen as number,
      issuedAt: claims.iat,
    };
    // A token not valid yet (nbf) was refused above; once valid it stays valid until it expires.
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    verified.set(token, { access, expiresAt: claims.exp as number });
    return access;
  }

  return {
    async sign({ userId, role, generation }) {
      return new SignJWT({ role, token_type: 'access', gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      return check(token);
    },
    check,
  };
}
