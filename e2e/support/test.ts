/**
 * Playwright's own test and expect. Navigations return at the load event and journeys act at
 * once, as a person does: a pre-rendered page (docs/decisions/009) may not be taken over by the
 * app yet, and what they do meanwhile must still take effect (docs/decisions/016). No journey
 * waits for a readiness mark of the app's.
 */
export { expect, test } from '@playwright/test';
