import { hkdfSync } from 'node:crypto';

/** What a derived key is for; each purpose gets a key of its own from the one server secret. */
export type KeyPurpose =
  'access-tokens' | 'one-time-codes' | 'tickets' | 'device-cookies' | 'video-addresses';

/**
 * A 32-byte key for one purpose, derived from JWT_SECRET with HKDF-SHA256 (RFC 5869), so a key
 * that leaks from one use (a code's HMAC, a ticket) forges nothing of another.
 */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'academy', `academy ${purpose} v1`, 32));
}
