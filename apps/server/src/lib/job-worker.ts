import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';

export type QueueWorker = {
  /** Fetch now: a job of the queue may be due (a send, a NOTIFY). */
  wake(): void;
  /** Takes no more jobs; resolves once the running ones are completed or failed. */
  stop(): Promise<void>;
};

export type QueueWorkerOptions = {
  boss: PgBoss;
  queue: string;
  /** Jobs of the queue run at once. */
  concurrency: number;
  /** Milliseconds between fetches while the queue looks empty and nothing wakes the worker. */
  idleMs: number;
  /** Runs a job; a rejection fails it (pg-boss retries it as the queue says). */
  run(job: Job<object>): Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * Takes the jobs of one queue: one fetch claims as many jobs as there are free slots (FOR UPDATE
 * SKIP LOCKED, so several processes never take the same job), each job is completed or failed as
 * soon as its handler settles, and a freed slot fetches again while the last fetch came back
 * full. An empty queue is asked again after `idleMs`, or at once when woken. pg-boss's own
 * workers poll once per slot; one fetch per queue is what keeps an idle PGlite server quiet
 * (docs/decisions/031).
 */
export function startQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const { boss, queue, concurrency, idleMs, run, log } = options;
  let running = 0;
  let stopped = false;
  /** Whether the queue may hold more due jobs than the last fetch took. */
  let backlog = true;
  let fetching = false;
  /** Woken while a fetch was under way: that fetch may have missed the job. */
  let wokenMeanwhile = false;
  let timer: NodeJS.Timeout | undefined;
  const settling = new Set<Promise<void>>();

  function askAgainLater() {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void fetch(), idleMs).unref();
  }

  async function settle(job: Job<object>) {
    try {
      await run(job);
      await boss.complete(queue, job.id);
    } catch (error) {
      await boss
        .fail(queue, job.id, { message: (error as Error)?.message ?? String(error) })
        .catch((failure: unknown) => log.error({ err: failure, queue }, 'job not marked failed'));
    } finally {
      running -= 1;
      if (backlog) void fetch();
      else askAgainLater();
    }
  }

  async function fetch() {
    if (stopped) return;
    if (fetching) {
      wokenMeanwhile = true;
      return;
    }
    if (running >= concurrency) return;
    fetching = true;
    clearTimeout(timer);
    try {
      const free = concurrency - running;
      const jobs = await boss.fetch<object>(queue, { batchSize: free });
      backlog = jobs.length === free;
      running += jobs.length;
      for (const job of jobs) {
        const settled = settle(job);
        settling.add(settled);
        void settled.finally(() => settling.delete(settled));
      }
    } catch (error) {
      log.error({ err: error, queue }, 'job queue error');
      backlog = false;
    } finally {
      fetching = false;
    }
    backlog ||= wokenMeanwhile;
    wokenMeanwhile = false;
    if (backlog) void fetch();
    else askAgainLater();
  }

  void fetch();
  return {
    wake() {
      backlog = true;
      void fetch();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...settling]);
    },
  };
}
