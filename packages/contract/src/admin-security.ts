import { z } from 'zod';

/** GET /api/admin/security/: what the staff console's security card shows. */
export const securitySummarySchema = z.object({
  /**
   * Production only: demo accounts that still sign in with the password the README publishes,
   * staff first. Empty elsewhere (the demo is meant to be signed into there).
   */
  published_demo_passwords: z.array(z.string()),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;
