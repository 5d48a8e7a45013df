import { createPublicKey, verify } from 'node:crypto';

export type VapidClaims = { aud: string; exp: number; sub?: string };

/**
 * Checks an RFC 8292 Authorization header (`vapid t=<JWT>, k=<key>`): the JWT is ES256, signed by
 * the key named in `k`, for this push service's origin (`aud`), expiring within 24 hours. Answers the key and the claims, or throws saying what is wrong.
 */
export function checkVapid(
  header: string | undefined,
  origin: string,
  now = Date.now(),
): { publicKey: string; claims: VapidClaims } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid Authorization header');
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split('.');
  if (!head || !payload || !signature) throw new Error('the token is not a JWT');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error('the token must be ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the token signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 60 * 60)) {
    throw new Error('exp must be within the next 24 hours');
  }
  return { publicKey, claims };
}
