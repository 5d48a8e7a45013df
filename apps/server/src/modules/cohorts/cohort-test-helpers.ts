import { afterAll, beforeAll } from 'vitest';
import { createOffsetClock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

export type Person = { id: number; role: 'learner' | 'instructor' | 'admin' };

/**
 * A test app for this file whose clock the test sets (`setNow`), so rules on Dhaka's calendar
 * can be checked either side of its midnight; mails go to `mailTransport` when given.
 */
export function useClockedApp(mailTransport?: Mailer) {
  let testApp: TestApp;
  const clock = createOffsetClock();
  beforeAll(async () => {
    testApp = await createTestApp({
      services: { clock, ...(mailTransport ? { mailTransport } : {}) },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });
  return {
    app: () => testApp.app,
    db: () => testApp.app.db,
    /** Sets the app's clock to this instant. */
    setNow: (iso: string) => clock.setOffsetMs(new Date(iso).getTime() - Date.now()),
  };
}
