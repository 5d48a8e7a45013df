/**
 * What must answer before this process should get traffic (`GET /api/ready/`). buildApp registers
 * the database and, when configured, Redis; a service started later (a background worker, say)
 * registers its own check the same way: `app.readiness.register('jobs', async () => …)`.
 * A check resolves when its dependency answers and rejects (or takes too long) otherwise.
 */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckResult = 'ok' | 'unavailable' | 'timeout';

export type Readiness = {
  register(name: string, check: ReadinessCheck): void;
  /** Runs every check at once; each one is given at most `timeoutMs`. */
  run(): Promise<{ ready: boolean; checks: Record<string, CheckResult>; errors: Error[] }>;
};

/** A check slower than this counts as failed: a balancer's probe should not hang. */
export const READINESS_TIMEOUT_MS = 2_000;

export function createReadiness(timeoutMs = READINESS_TIMEOUT_MS): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    register(name, check) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is registered twice`);
      checks.set(name, check);
    },
    async run() {
      const errors: Error[] = [];
      const entries = await Promise.all(
        [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
          let timer: NodeJS.Timeout | undefined;
          const timedOut = new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), timeoutMs);
          });
          try {
            const outcome = await Promise.race([check().then(() => 'ok' as const), timedOut]);
            return [name, outcome];
          } catch (error) {
            errors.push(error instanceof Error ? error : new Error(String(error)));
            return [name, 'unavailable'];
          } finally {
            clearTimeout(timer);
          }
        }),
      );
      const results = Object.fromEntries(entries);
      return {
        ready: entries.every(([, result]) => result === 'ok'),
        checks: results,
        errors,
      };
    },
  };
}
