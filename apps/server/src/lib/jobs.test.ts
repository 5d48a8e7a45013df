import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createJobs, JOBS_SCHEMA, stableJobId, type Jobs } from './jobs.ts';

const log = Fastify({ logger: false }).log;
let testDatabase: TestDatabase;
const started: Jobs[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  await testDatabase.cleanup();
});

function jobsFor(options: Omit<Parameters<typeof createJobs>[1], 'log'> = {}) {
  const jobs = createJobs(testDatabase.database, { ...options, log });
  started.push(jobs);
  return jobs;
}

/** Moves a job's next attempt to now, as if its backoff had passed. */
async function makeDue(id: string) {
  await testDatabase.database.db.execute(
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where id = ${id}::uuid`,
  );
}

async function stateOf(id: string) {
  const result = await testDatabase.database.db.execute<{
    state: string;
    retry_count: number;
    delay: number;
  }>(
    sql`select state, retry_count, extract(epoch from start_after - now())::float8 as delay
        from ${sql.identifier(JOBS_SCHEMA)}.job where id = ${id}::uuid`,
  );
  return result.rows[0]!;
}

describe('job queue', () => {
  it('retries a failing job with growing delays, then lists it as failed and retries on demand', async () => {
    const jobs = jobsFor({ worker: false });
    let calls = 0;
    let healthy = false;
    jobs.work<{ to: string }>(
      'flaky',
      async () => {
        calls += 1;
        if (!healthy) throw new Error('SMTP said no');
      },
      { retryLimit: 2, retryDelay: 10 },
    );
    await jobs.start();
    const id = (await jobs.send('flaky', { to: 'a@example.com' }))!;

    await jobs.runQueued();
    expect(calls).toBe(1);
    const first = await stateOf(id);
    // retry_count counts the retries already started.
    expect(first).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(first.delay).toBeGreaterThan(4);

    await makeDue(id);
    await jobs.runQueued();
    expect(calls).toBe(2);
    const second = await stateOf(id);
    expect(second).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(second.delay).toBeGreaterThan(first.delay);

    await makeDue(id);
    await jobs.runQueued();
    expect(calls).toBe(3);
    expect((await stateOf(id)).state).toBe('failed');
    const failed = await jobs.listFailed({ limit: 10, offset: 0 });
    expect(failed.count).toBe(1);
    expect(failed.rows[0]).toMatchObject({
      id,
      queue: 'flaky',
      data: { to: 'a@example.com' },
      attempts: 3,
      error: 'SMTP said no',
    });

    healthy = true;
    expect(await jobs.retry(id)).toBe(true);
    expect(await jobs.retry(id)).toBe(false);
    await jobs.runQueued();
    expect(calls).toBe(4);
    expect((await stateOf(id)).state).toBe('completed');
    expect((await jobs.listFailed({ limit: 10, offset: 0 })).count).toBe(0);
  });

  it('runs each job once with two workers polling the same tables', async () => {
    const seen = new Map<number, number>();
    const handler = async ({ n }: { n: number }) => {
      seen.set(n, (seen.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workers = [1, 2].map(() => {
      const jobs = jobsFor({ pollingIntervalSeconds: 0.5 });
      jobs.work('shared', handler, { concurrency: 4 });
      return jobs;
    });
    await Promise.all(workers.map((jobs) => jobs.start()));
    await workers[0]!.sendMany(
      'shared',
      Array.from({ length: 60 }, (_, n) => ({ payload: { n } })),
    );
    await Promise.all(workers.map((jobs) => jobs.runQueued()));
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
  });

  it('ignores a second send with the same stable id, and rolls back with its transaction', async () => {
    const jobs = jobsFor({ worker: false });
    const payloads: string[] = [];
    jobs.work<{ word: string }>('once', async ({ word }) => {
      payloads.push(word);
    });
    await jobs.start();
    const id = stableJobId('once', 1);
    expect(stableJobId('once', 1)).toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await jobs.send('once', { word: 'first' }, { id });
    await jobs.sendMany('once', [{ payload: { word: 'again' }, id }]);
    await testDatabase.database.db
      .transaction(async (tx) => {
        await jobs.send('once', { word: 'rolled back' }, { tx });
        throw new Error('abort');
      })
      .catch(() => {});
    await testDatabase.database.db.transaction(async (tx) => {
      await jobs.send('once', { word: 'committed' }, { tx });
    });
    await jobs.runQueued();
    expect(payloads.sort()).toEqual(['committed', 'first']);
  });

  it('wakes an idle worker when a job is sent, and only once its transaction commits', async () => {
    // Idle polls are far apart: only the wake-up (PGlite's NOTIFY) or the fast PostgreSQL poll
    // can run these jobs within the test's time.
    const jobs = jobsFor({ pollingIntervalSeconds: 0.5, wokenPollingIntervalSeconds: 60 });
    const ran: string[] = [];
    let next: (word: string) => void = () => {};
    jobs.work<{ word: string }>('woken', async ({ word }) => {
      ran.push(word);
      next(word);
    });
    await jobs.start();
    const runs = () => new Promise<string>((resolve) => (next = resolve));

    let ranNow = runs();
    await jobs.send('woken', { word: 'plain' });
    expect(await ranNow).toBe('plain');

    ranNow = runs();
    await testDatabase.database.db.transaction(async (tx) => {
      await jobs.send('woken', { word: 'in a transaction' }, { tx });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(ran).toEqual(['plain']);
    });
    expect(await ranNow).toBe('in a transaction');
  });

  it('runs at most `concurrency` jobs of a queue at once, and every job once', async () => {
    const jobs = jobsFor({ pollingIntervalSeconds: 0.5, wokenPollingIntervalSeconds: 60 });
    let now = 0;
    let most = 0;
    const seen: number[] = [];
    let allRan: () => void;
    const done = new Promise<void>((resolve) => (allRan = resolve));
    jobs.work<{ n: number }>(
      'two-at-a-time',
      async ({ n }) => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(n);
        now -= 1;
        if (seen.length === 9) allRan();
      },
      { concurrency: 2 },
    );
    await jobs.start();
    await jobs.sendMany(
      'two-at-a-time',
      Array.from({ length: 9 }, (_, n) => ({ payload: { n } })),
    );
    // The worker alone (runQueued would take jobs beside it).
    await done;
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(most).toBe(2);
  });

  it('finds a job due later by polling', async () => {
    const jobs = jobsFor({ pollingIntervalSeconds: 0.5, wokenPollingIntervalSeconds: 0.5 });
    let ran: () => void;
    const runs = new Promise<void>((resolve) => (ran = resolve));
    jobs.work('later', async () => ran());
    await jobs.start();
    const id = (await jobs.send('later', {}, { startAfter: new Date(Date.now() + 600) }))!;
    await runs;
    await jobs.stop();
    expect((await stateOf(id)).state).toBe('completed');
  });

  it('lets a running job finish when the worker stops', async () => {
    const jobs = createJobs(testDatabase.database, { log, pollingIntervalSeconds: 0.5 });
    let finished = false;
    let began: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    jobs.work('slow', async () => {
      began();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await jobs.start();
    const id = (await jobs.send('slow', {}))!;
    await running;
    await jobs.stop();
    expect(finished).toBe(true);
    expect((await stateOf(id)).state).toBe('completed');
    expect(await jobs.ready()).toBe(false);
  });
});
