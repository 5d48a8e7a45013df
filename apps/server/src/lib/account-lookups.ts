import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@academy/contract/roles';
import { executeNamed } from '../db/named-query.ts';

/**
 * What every bearer check reads of the account, plus what a route asked for (`extra`):
 * `generation` is the session generation a token must carry (docs/decisions/035).
 */
export type AccountRow = {
  id: number;
  role: Role;
  generation: number;
  /** Seconds: tokens issued before the password's last change are refused too. */
  changed_at: number | null;
};

type Waiter<Row> = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

/**
 * Batches of look-ups in flight at once: enough to keep a few pooled connections busy while the
 * next batch gathers, so a slow round trip does not hold every other request back.
 */
const BATCHES_IN_FLIGHT = 4;

/**
 * The accounts of bearer tokens, read in batches. A look-up starts a batch at the end of the event
 * loop's turn, with every other asked in that turn; while BATCHES_IN_FLIGHT batches run, those
 * asked meanwhile wait for one to finish and then go together in a single statement
 * (`where u.id = any(...)`): under load, fifty waiting requests cost one round trip instead of
 * fifty (docs/decisions/021-batched-account-look-ups.md). Nothing is kept after the batch: every
 * request reads the account as it is now, so a deleted, demoted or re-passworded account is refused
 * on its next request in every process (docs/decisions/038).
 */
class AccountBatcher<Row extends AccountRow> {
  private waiting = new Map<number, Waiter<Row>[]>();
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly extra: SQL | undefined,
  ) {}

  load(userId: number): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(userId, [{ resolve, reject }]);
      this.schedule();
    });
  }

  /**
   * A batch waits for the end of this turn of the event loop, so that every request read from the
   * sockets in the same turn joins it: an embedded database (PGlite) answers without ever yielding
   * to the sockets, so no request could join while it runs.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= BATCHES_IN_FLIGHT || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    this.inFlight += 1;
    try {
      const rows = await this.read([...batch.keys()]);
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      for (const [userId, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(byId.get(userId));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }

  /** One statement whatever the number of ids: they travel as one array literal. */
  private read(ids: number[]): Promise<Row[]> {
    return executeNamed<Row>(
      this.app.db,
      sql`select u.id, u.role, u.session_generation as generation,
        floor(extract(epoch from u.password_changed_at))::float8 as changed_at
        ${this.extra ? sql`, ${this.extra}` : sql``}
        from users u where u.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
  }
}

const batchers = new WeakMap<FastifyInstance, Map<SQL | undefined, AccountBatcher<AccountRow>>>();

/**
 * The account row of `userId` (undefined when it no longer exists), with the `extra` columns (SQL
 * over `users u`) read in the same statement.
 */
export function lookUpAccount<Extra extends object>(
  app: FastifyInstance,
  userId: number,
  extra?: SQL,
): Promise<(AccountRow & Extra) | undefined> {
  let byExtra = batchers.get(app);
  if (!byExtra) {
    byExtra = new Map();
    batchers.set(app, byExtra);
  }
  let batcher = byExtra.get(extra);
  if (!batcher) {
    batcher = new AccountBatcher(app, extra);
    byExtra.set(extra, batcher);
  }
  return batcher.load(userId) as Promise<(AccountRow & Extra) | undefined>;
}
