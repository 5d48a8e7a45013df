import { z } from 'zod';

/** The window of the security card's counts. */
export const SECURITY_EVENTS_WINDOW_HOURS = 24;

/** GET /api/admin/security/: what the staff console's security card shows. */
export const securitySummarySchema = z.object({
  /**
   * Production only: demo accounts that still sign in with the password the README publishes,
   * staff first. Empty elsewhere (the demo is meant to be signed into there).
   */
  published_demo_passwords: z.array(z.string()),
  /** Security events of the last SECURITY_EVENTS_WINDOW_HOURS, as the audit log keeps them. */
  last_24_hours: z.object({
    /** Accounts whose login was locked by wrong passwords from unknown browsers. */
    account_locks: z.number().int().nonnegative(),
    /** One-time codes (sign-up, password reset) burnt by too many wrong guesses. */
    burnt_codes: z.number().int().nonnegative(),
  }),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;
