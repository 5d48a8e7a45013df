import { SignJWT, jwtVerify } from 'jose';
import { roleSchema, type Role } from '@academy/contract/roles';

/** Access tokens live 15 minutes; refresh tokens (opaque, rotated) keep the session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type AccessClaims = { userId: number; role: Role };
/** What a verified token says, with when it was issued (seconds since the epoch). */
export type VerifiedAccess = AccessClaims & { issuedAt: number };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** Returns null for any token that is malformed, expired or not signed by us. */
  verify(token: string): Promise<VerifiedAccess | null>;
};

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role }) {
      return new SignJWT({ role, token_type: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const role = roleSchema.safeParse(payload.role);
        const userId = Number(payload.sub);
        if (
          payload.token_type !== 'access' ||
          !role.success ||
          !Number.isInteger(userId) ||
          typeof payload.iat !== 'number'
        ) {
          return null;
        }
        return { userId, role: role.data, issuedAt: payload.iat };
      } catch {
        return null;
      }
    },
  };
}
