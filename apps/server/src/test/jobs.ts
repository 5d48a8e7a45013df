import { sql } from 'drizzle-orm';
import { JOBS_SCHEMA } from '../lib/jobs.ts';
import type { TestApp } from './app.ts';

/** Runs the queued jobs, skipping each backoff, until nothing is left to retry. */
export async function runJobsUntilSettled(testApp: TestApp): Promise<void> {
  for (;;) {
    await testApp.app.jobs.runQueued();
    const waiting = await testApp.app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where state = 'retry' returning id`,
    );
    if (waiting.rows.length === 0) return;
  }
}
