import {
  SECURITY_EVENTS_WINDOW_HOURS,
  type SecuritySummary,
} from '@academy/contract/admin-security';
import type { Db } from '../../db/client.ts';
import type { SecurityEvents } from '../../lib/security-events.ts';
import { findPublishedDemoPasswords } from '../../seed/demo-passwords.ts';

/** How long the demo-password check is trusted: it verifies argon2 hashes, slow on purpose. */
const DEMO_CHECK_TTL_MS = 60_000;

/** The staff console's security card, for one app (its demo-password check kept a minute). */
export function createSecuritySummary(db: Db, production: boolean, securityEvents: SecurityEvents) {
  let demoCheck: { at: number; emails: Promise<string[]> } | undefined;
  const publishedDemoPasswords = () => {
    if (!production) return Promise.resolve([]);
    const now = Date.now();
    if (!demoCheck || now - demoCheck.at > DEMO_CHECK_TTL_MS) {
      demoCheck = { at: now, emails: findPublishedDemoPasswords(db) };
      demoCheck.emails.catch(() => (demoCheck = undefined));
    }
    return demoCheck.emails;
  };
  /** GET /api/admin/security/. */
  return async function getSecuritySummary(): Promise<SecuritySummary> {
    const since = new Date(Date.now() - SECURITY_EVENTS_WINDOW_HOURS * 3600_000);
    const [published, counts] = await Promise.all([
      publishedDemoPasswords(),
      securityEvents.countSince(since),
    ]);
    return {
      published_demo_passwords: published,
      last_24_hours: { account_locks: counts.account_locked, burnt_codes: counts.code_burnt },
    };
  };
}
