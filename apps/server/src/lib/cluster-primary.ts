import cluster, { type Worker } from 'node:cluster';

/** How long workers get to finish their requests after SIGTERM before they are killed. */
export const WORKER_SHUTDOWN_TIMEOUT_MS = 20_000;
/** More unexpected worker exits than this within a minute stop everything (a crash loop). */
const MAX_RESTARTS_PER_MINUTE = 5;

/** The message a worker gets from the primary when it should finish its requests and exit. */
export const SHUTDOWN_MESSAGE = 'academy:shutdown';

/**
 * The primary process of WEB_CONCURRENCY > 1: starts `count` workers (each runs main.ts and listens
 * on the shared port; node:cluster hands connections to them in turn), replaces a worker that dies,
 * and on SIGTERM or SIGINT asks every worker to finish its requests, killing those still running
 * after `timeoutMs`. Exits 0 when every worker stopped cleanly, 1 otherwise.
 */
export function superviseWorkers(
  count: number,
  log: (message: string) => void,
  timeoutMs = WORKER_SHUTDOWN_TIMEOUT_MS,
): void {
  let stopping = false;
  let failedExit = false;
  const restarts: number[] = [];
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping ${workers().length} workers`);
    for (const worker of workers()) worker.send(SHUTDOWN_MESSAGE);
    setTimeout(() => {
      const left = workers();
      log(`${left.length} workers still running after ${timeoutMs} ms: killing them`);
      for (const worker of left) worker.process.kill('SIGKILL');
      process.exit(1);
    }, timeoutMs).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failedExit = true;
      if (workers().length === 0) process.exit(failedExit ? 1 : 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] !== undefined && restarts[0] < now - 60_000) restarts.shift();
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      failedExit = true;
      stop('workers keep failing');
      if (workers().length === 0) process.exit(1);
      return;
    }
    cluster.fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));
  for (let index = 0; index < count; index += 1) cluster.fork();
  log(`started ${count} workers`);
}
