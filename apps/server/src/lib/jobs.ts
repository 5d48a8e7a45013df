import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromDrizzle, fromPglite, type Db as IDatabase, type Job } from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { startQueueWorker, type QueueWorker } from './job-worker.ts';

/**
 * Durable background work (decision 012): every mail and notification fan-out is a row in
 * PostgreSQL, written by pg-boss in the same transaction as the change that causes it, taken by
 * exactly one worker (FOR UPDATE SKIP LOCKED), retried with exponential backoff, and handed to
 * another worker when the one holding it dies (its lease, `expireInSeconds`, runs out).
 */

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOBS_SCHEMA = 'pgboss';

/** Where pg-boss announces a job due now on a queue with `notify` (its payload: the queue). */
const notifyChannel = `pgboss_${createHash('sha224').update(JOBS_SCHEMA).digest('hex').slice(0, 24)}`;

export type JobContext = {
  id: string;
  /** 0 on the first run, then 1, 2, … on each retry. */
  retryCount: number;
};

export type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<void>;

export type QueueOptions = {
  /** Retries after the first failure before the job is left failed (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubles (with jitter) on each further one (default 30). */
  retryDelay?: number;
  /** Seconds a worker may hold a job; then it counts as failed and is retried (default 120). */
  expireInSeconds?: number;
  /** Seconds a completed or failed job stays stored, listed to staff when failed (default 7 days). */
  deleteAfterSeconds?: number;
  /** Jobs of this queue one process runs at once (default 5). */
  concurrency?: number;
  /**
   * `exclusive`: at most one job per `singletonKey` waits, retries or runs; a send with a key
   * already there is ignored. `standard` (default): keys are not checked.
   */
  policy?: 'standard' | 'exclusive';
  /**
   * Makes the queue recurring: one job (payload `{}`) every this many seconds, queued by `start`
   * and by each run for the next slot under an id derived from the slot, so several processes and
   * restarts still queue one per slot. Unset (default): jobs only when sent.
   */
  everySeconds?: number;
  /**
   * Seconds a running job may go without a heartbeat before it counts as abandoned and is
   * retried (at least 10). The process running it beats every half of that while the handler
   * runs, so a killed worker's job is retried soon while a live one may run for hours within
   * `expireInSeconds` (a transcode). Unset (default): no heartbeat.
   */
  heartbeatSeconds?: number;
};

export type SendOptions = {
  /**
   * The transaction of the write that causes the job: the job commits or rolls back with it,
   * so a committed change always gets its job (the outbox pattern).
   */
  tx?: Db;
  /** Run no earlier than this. */
  startAfter?: Date;
  /**
   * On a queue with the `exclusive` policy: while a job with this key waits, retries or runs,
   * another send with the same key is ignored (answers null).
   */
  singletonKey?: string;
  /** A fixed id makes a repeated send (a retried fan-out) a no-op; see `stableJobId`. */
  id?: string;
};

export type FailedJob = {
  id: string;
  queue: string;
  data: unknown;
  attempts: number;
  error: string;
  failedAt: Date;
  createdAt: Date;
};

export type Jobs = {
  /** Registers the handler of a queue; call before `start`. */
  work<Payload extends object>(
    name: string,
    handler: JobHandler<Payload>,
    options?: QueueOptions,
  ): void;
  send<Payload extends object>(
    name: string,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Several jobs of one queue in one statement. */
  sendMany<Payload extends object>(
    name: string,
    jobs: { payload: Payload; id?: string }[],
    options?: Pick<SendOptions, 'tx'>,
  ): Promise<void>;
  /** Creates the registered queues and, unless `worker` is off, starts polling them. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to the timeout) for running ones; safe to call twice. */
  stop(): Promise<void>;
  /**
   * Runs every job that is due now, and those they queue, until none is left; waits for jobs the
   * background workers already took. Tests call it instead of sleeping.
   */
  runQueued(): Promise<void>;
  /** True once started and until stopped, when the job tables answer. */
  ready(): Promise<boolean>;
  /**
   * Jobs of the registered queues waiting, retrying or running (due or not); the next
   * occurrence of a recurring queue is not counted.
   */
  pending(): Promise<number>;
  listFailed(page: {
    limit: number;
    offset: number;
  }): Promise<{ count: number; rows: FailedJob[] }>;
  /** Queues a failed job again with a fresh set of retries; false when no such failed job. */
  retry(id: string): Promise<boolean>;
};

export type JobsOptions = {
  log: FastifyBaseLogger;
  /** Poll and run jobs in this process (default true). */
  worker?: boolean;
  /** Seconds between polls of an idle queue (default 1). */
  pollingIntervalSeconds?: number;
  /**
   * On PGlite, where a send wakes the queue's workers at once (NOTIFY, in-process), seconds
   * between the polls that still find jobs due later: delayed sends, retries, abandoned jobs
   * (default 10; never below `pollingIntervalSeconds`).
   */
  wokenPollingIntervalSeconds?: number;
  /** Seconds between checks for expired (abandoned) jobs (default 30). */
  superviseIntervalSeconds?: number;
  /** Milliseconds `stop` waits for running jobs (default 10 s). */
  stopTimeoutMs?: number;
  /** Overrides every queue's `expireInSeconds` (tests shorten the lease of a killed worker). */
  expireInSeconds?: number;
  /** Overrides the `heartbeatSeconds` of every queue that has one (tests shorten it). */
  heartbeatSeconds?: number;
};

type Registration = {
  handler: JobHandler<object>;
  options: Required<Omit<QueueOptions, 'everySeconds' | 'heartbeatSeconds'>> &
    Pick<QueueOptions, 'everySeconds' | 'heartbeatSeconds'>;
};

const QUEUE_DEFAULTS: Registration['options'] = {
  retryLimit: 5,
  retryDelay: 30,
  expireInSeconds: 120,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
  concurrency: 5,
  policy: 'standard',
};

/**
 * pg-boss runs its statements through the application's own connection: PGlite's single one, or
 * the pg pool (pg-boss opens no pool of its own).
 */
export function jobsDatabase(database: Database): IDatabase {
  if (database.kind === 'pglite') {
    return fromPglite((database.db as unknown as { $client: PGlite }).$client);
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Whether sends wake workers through NOTIFY: on PGlite, where every worker is in the process that
 * sends, and a poll is a statement on the event loop (docs/decisions/031). On PostgreSQL the
 * workers poll, off the event loop.
 */
const wakesOnSend = (database: Database) => database.kind === 'pglite';

function newBoss(database: Database, options: Partial<ConstructorParameters<typeof PgBoss>[0]>) {
  return new PgBoss({
    db: jobsDatabase(database),
    schema: JOBS_SCHEMA,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    registerInstance: false,
    openTelemetry: { enabled: false },
    persistWarnings: false,
    monitorVacuum: false,
    reindex: false,
    ...options,
  });
}

/**
 * Creates or upgrades pg-boss's tables; runs with the drizzle migrations (pg-boss takes its own
 * advisory lock, so processes starting together install it once).
 */
export async function migrateJobTables(database: Database): Promise<void> {
  const boss = newBoss(database, { supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** A UUID derived from `parts`: the same parts give the same job id, so a resend is ignored. */
export function stableJobId(...parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-8 (custom) RFC 9562 UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function connection(tx: Db | undefined) {
  return tx ? { db: fromDrizzle(tx, sql) } : {};
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message);
  }
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const { log } = options;
  const worker = options.worker ?? true;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const boss = newBoss(database, {
    supervise: worker,
    schedule: false,
    migrate: false,
    createSchema: false,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    maintenanceIntervalSeconds: 60 * 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const queues = new Map<string, Registration>();
  /** The worker of each queue, once started with `worker` on. */
  const workers = new Map<string, QueueWorker>();
  /** Handlers running in this process, whichever path (worker or runQueued) took their job. */
  const running = new Set<Promise<void>>();
  let state: 'new' | 'started' | 'stopped' = 'new';
  let stopping: Promise<void> | undefined;

  /** Jobs of the registered queues that are running or due now (later retries not counted). */
  async function dueOrRunning(): Promise<number> {
    if (queues.size === 0) return 0;
    const result = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from ${sql.identifier(JOBS_SCHEMA)}.job
          where name in ${[...queues.keys()]}
            and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    return result.rows[0]?.total ?? 0;
  }

  /**
   * Queues the occurrence of a recurring queue after `now` under its slot's id: a repeated call
   * (another process, a restart, a retried run) inserts nothing.
   */
  async function queueNextOccurrence(name: string, everySeconds: number, now = Date.now()) {
    const slot = Math.floor(now / 1000 / everySeconds) + 1;
    await boss.send(
      name,
      {},
      {
        id: stableJobId('recurring', name, slot),
        startAfter: new Date(slot * everySeconds * 1000),
      },
    );
  }

  async function run(name: string, job: Job<object>): Promise<void> {
    const registration = queues.get(name)!;
    const { everySeconds } = registration.options;
    // The next occurrence first, so a failing run cannot end the series.
    if (everySeconds) await queueNextOccurrence(name, everySeconds);
    const heartbeatSeconds = options.heartbeatSeconds ?? registration.options.heartbeatSeconds;
    const beat = heartbeatSeconds
      ? setInterval(
          () => {
            boss.touch(name, job.id).catch((error: unknown) => {
              log.warn({ err: error, queue: name, jobId: job.id }, 'job heartbeat failed');
            });
          },
          (heartbeatSeconds * 1000) / 2,
        )
      : undefined;
    try {
      await registration.handler(job.data, { id: job.id, retryCount: job.retryCount });
    } finally {
      clearInterval(beat);
    }
  }

  /** Runs one job and tracks it, so `runQueued` and `stop` can wait for it. */
  function track(name: string, job: Job<object>): Promise<void> {
    const promise = run(name, job).catch((error: unknown) => {
      log.warn(
        { err: error, queue: name, jobId: job.id, retryCount: job.retryCount },
        'job failed',
      );
      throw error;
    });
    const settled = promise.then(
      () => {},
      () => {},
    );
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return promise;
  }

  return {
    work(name, handler, queueOptions = {}) {
      if (state !== 'new') throw new Error(`queue ${name} registered after the jobs started`);
      queues.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...QUEUE_DEFAULTS, ...queueOptions },
      });
    },

    async send(name, payload, sendOptions = {}) {
      return boss.send(name, payload, {
        ...connection(sendOptions.tx),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
      });
    },

    async sendMany(name, jobs, sendOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        name,
        jobs.map((job) => ({ data: job.payload, ...(job.id ? { id: job.id } : {}) })),
        connection(sendOptions.tx),
      );
    },

    async start() {
      if (state !== 'new') return;
      state = 'started';
      // Queues are created or updated before pg-boss starts, so the queue settings it reads at
      // start already say whether sends wake the workers.
      for (const [name, { options: queue }] of queues) {
        const settings = {
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelay,
          retryBackoff: true,
          retryDelayMax: 60 * 60,
          expireInSeconds: options.expireInSeconds ?? queue.expireInSeconds,
          deleteAfterSeconds: queue.deleteAfterSeconds,
          notify: wakesOnSend(database),
          ...(queue.heartbeatSeconds
            ? { heartbeatSeconds: options.heartbeatSeconds ?? queue.heartbeatSeconds }
            : {}),
        };
        if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
        else await boss.createQueue(name, { ...settings, policy: queue.policy });
      }
      await boss.start();
      for (const [name, { options: queue }] of queues) {
        if (queue.everySeconds) await queueNextOccurrence(name, queue.everySeconds);
      }
      if (!worker) return;
      if (wakesOnSend(database)) {
        // pg-boss announces a job due now on its channel, in the sending transaction's commit.
        await database.listen?.(notifyChannel, (name) => workers.get(name)?.wake());
      }
      const idleMs =
        1000 *
        (wakesOnSend(database)
          ? Math.max(pollingIntervalSeconds, options.wokenPollingIntervalSeconds ?? 10)
          : pollingIntervalSeconds);
      for (const [name, { options: queue }] of queues) {
        workers.set(
          name,
          startQueueWorker({
            boss,
            queue: name,
            concurrency: queue.concurrency,
            idleMs,
            run: (job) => track(name, job),
            log,
          }),
        );
      }
    },

    stop() {
      if (state !== 'started') {
        state = 'stopped';
        return Promise.resolve();
      }
      state = 'stopped';
      stopping ??= (async () => {
        // Workers stop fetching, running handlers get up to the timeout to finish, and whatever
        // is still unfinished stays active until its lease expires and another worker retries it.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.stopTimeoutMs ?? 10_000);
        });
        await Promise.race([
          Promise.all([...[...workers.values()].map((each) => each.stop()), ...running]),
          timeout,
        ]);
        clearTimeout(timer);
        await boss.stop({ graceful: true, close: false, timeout: 1_000 });
      })();
      return stopping;
    },

    async runQueued() {
      for (;;) {
        let ran = 0;
        for (const name of queues.keys()) {
          const fetched = await boss.fetch<object>(name, { batchSize: 50, includeMetadata: true });
          // UPDATE … RETURNING hands rows back in no set order: run them in the order queued.
          const jobs = fetched.sort(
            (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || a.id.localeCompare(b.id),
          );
          for (const job of jobs) {
            ran += 1;
            try {
              await track(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: (error as Error).message ?? String(error) });
            }
          }
        }
        if (ran > 0) continue;
        // A background worker may hold a job it fetched but has not started yet.
        await Promise.all([...running]);
        if ((await dueOrRunning()) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async ready() {
      if (state !== 'started') return false;
      try {
        await boss.getQueues();
        return true;
      } catch {
        return false;
      }
    },

    async pending() {
      const names = [...queues].filter(([, queue]) => !queue.options.everySeconds);
      if (names.length === 0) return 0;
      const result = await database.db.execute<{ total: number }>(
        sql`select count(*)::int as total from ${sql.identifier(JOBS_SCHEMA)}.job
            where name in ${names.map(([name]) => name)} and state in ('created', 'retry', 'active')`,
      );
      return result.rows[0]?.total ?? 0;
    },

    async listFailed({ limit, offset }) {
      const [counted] = (
        await database.db.execute<{ total: number }>(
          sql`select count(*)::int as total from ${sql.identifier(JOBS_SCHEMA)}.job where state = 'failed'`,
        )
      ).rows;
      const result = await database.db.execute<{
        id: string;
        name: string;
        data: unknown;
        retry_count: number;
        output: unknown;
        completed_on: Date | string;
        created_on: Date | string;
      }>(
        sql`select id, name, data, retry_count, output, completed_on, created_on
            from ${sql.identifier(JOBS_SCHEMA)}.job
            where state = 'failed'
            order by completed_on desc, id
            limit ${limit} offset ${offset}`,
      );
      return {
        count: counted?.total ?? 0,
        rows: result.rows.map((row) => ({
          id: row.id,
          queue: row.name,
          data: row.data,
          attempts: row.retry_count + 1,
          error: errorText(row.output),
          failedAt: new Date(row.completed_on),
          createdAt: new Date(row.created_on),
        })),
      };
    },

    async retry(id) {
      const result = await database.db.execute<{ name: string }>(
        sql`select name from ${sql.identifier(JOBS_SCHEMA)}.job
            where id = ${id}::uuid and state = 'failed'`,
      );
      const row = result.rows[0];
      if (!row) return false;
      await boss.retry(row.name, id);
      return true;
    },
  };
}
