import { jwtVerify, SignJWT } from 'jose';
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
};

/**
 * Tokens are signed and verified with jose, with a key derived from JWT_SECRET for them alone
 * (decision 036). Only HS256 passes, and only with an expiry: jose checks exp and nbf. The key is
 * imported into WebCrypto once: given raw bytes, jose imports them again for every token, which
 * cost as much as the verification itself.
 */
export function createAccessTokens(secret: string): AccessTokens {
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(deriveKey(secret, 'access-tokens')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign({ userId, role, generation }) {
      return new SignJWT({ role, token_type: 'access', gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      const verified = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      }).catch(() => null);
      if (!verified) return null;
      const { payload } = verified;
      const role = roleSchema.safeParse(payload.role);
      const userId = Number(payload.sub);
      if (
        payload.token_type !== 'access' ||
        !role.success ||
        !Number.isInteger(userId) ||
        !Number.isInteger(payload.gen)
      ) {
        return null;
      }
      return { userId, role: role.data, generation: payload.gen as number, issuedAt: payload.iat! };
    },
  };
}
