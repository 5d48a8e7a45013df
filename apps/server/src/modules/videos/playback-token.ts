import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/keys.ts';

/**
 * The signature on a viewer's video addresses: `t=<viewer>.<expiry>.<mac>` in the query of every
 * playlist, segment and picture of one asset, where the MAC (HMAC-SHA256 under the key derived
 * for video addresses, decision 036) covers the asset, the viewer (0 for a visitor watching a
 * free preview) and the expiry. A copied address stops working when it expires; an altered one,
 * or one of another asset, never works.
 */
export type PlaybackTokens = {
  issue(assetId: number, viewerId: number, now?: number): { token: string; expiresAt: number };
  /** The viewer, or null for a token that is malformed, altered, of another asset or expired. */
  check(assetId: number, token: string, now?: number): number | null;
};

/** Seconds a signed address works; the player asks for a fresh one before then. */
export const PLAYBACK_TOKEN_SECONDS = 15 * 60;

export function createPlaybackTokens(secret: string): PlaybackTokens {
  const key = deriveKey(secret, 'video-addresses');
  const mac = (assetId: number, viewerId: number, expiresAt: number) =>
    createHmac('sha256', key)
      .update(`v1:${assetId}:${viewerId}:${expiresAt}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  return {
    issue(assetId, viewerId, now = Date.now()) {
      const expiresAt = Math.floor(now / 1000) + PLAYBACK_TOKEN_SECONDS;
      return { token: `${viewerId}.${expiresAt}.${mac(assetId, viewerId, expiresAt)}`, expiresAt };
    },
    check(assetId, token, now = Date.now()) {
      const found = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})$/.exec(token);
      if (!found) return null;
      const viewerId = Number(found[1]);
      const expiresAt = Number(found[2]);
      if (expiresAt * 1000 <= now) return null;
      const expected = Buffer.from(mac(assetId, viewerId, expiresAt));
      const given = Buffer.from(found[3]!);
      return timingSafeEqual(expected, given) ? viewerId : null;
    },
  };
}
