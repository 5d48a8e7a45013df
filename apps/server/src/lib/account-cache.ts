import type { Database } from '../db/client.ts';
import { ACCOUNT_CHANGED_CHANNEL } from '../db/notices.ts';

/** Accounts kept at most; the cache is emptied when full, as the kept tokens are. */
const MAX_KEPT = 10_000;

/**
 * Account rows kept between requests (docs/decisions/028-account-rows-kept-on-pglite.md and
 * 032-account-rows-kept-on-postgresql.md). Triggers on `users` and `enrollments` (migration 0015)
 * announce every change on ACCOUNT_CHANGED_CHANNEL, whoever makes it: a service, a job, a test or
 * an operator writing to the table by hand. A change committed by this process is announced
 * before the statement that committed it returns (PGlite runs the listener inside it; on
 * PostgreSQL the committing connection receives its own notice first), so a kept row is forgotten
 * before anything else happens here after the change. Changes committed by other processes are
 * announced on PostgreSQL as soon as the server sends the notice; while the connection that
 * receives those is lost, nothing is kept or answered from here.
 */
export class AccountCache {
  /** Kept rows by the look-up's extra columns (one map per kind of look-up), then by user id. */
  private readonly kept = new Map<unknown, Map<number, object>>();
  /**
   * Moves on every announced change. A read that began before a change may have missed it, so
   * its rows are only kept if no change was announced while it ran.
   */
  private generation = 0;
  /** Whether notices arrive from everywhere; until then (and while they may not) nothing is kept. */
  private listening = false;

  /** The generation a read begins in; hand it back to `keep`. */
  now(): number {
    return this.generation;
  }

  get(kind: unknown, userId: number): object | undefined {
    return this.listening ? this.kept.get(kind)?.get(userId) : undefined;
  }

  /** Keeps rows read since `generation`, unless a change was announced meanwhile. */
  keep(kind: unknown, generation: number, rows: Iterable<[number, object]>): void {
    if (generation !== this.generation || !this.listening) return;
    let byUser = this.kept.get(kind);
    if (!byUser) {
      byUser = new Map();
      this.kept.set(kind, byUser);
    }
    for (const [userId, row] of rows) {
      if (byUser.size >= MAX_KEPT) byUser.clear();
      byUser.set(userId, row);
    }
  }

  /** An announced change: the user's rows ('*': everyone's) are forgotten. */
  forget(notice: string): void {
    this.generation += 1;
    const userId = Number(notice);
    for (const byUser of this.kept.values()) {
      if (notice === '*' || !Number.isInteger(userId)) byUser.clear();
      else byUser.delete(userId);
    }
  }

  /**
   * Notices from everywhere start (true) or may have stopped (false): either way a change may have
   * gone unannounced, so everything is forgotten, and while they may not arrive nothing is kept.
   */
  setListening(on: boolean): void {
    this.forget('*');
    this.listening = on;
  }
}

/** A cache that forgets what the database's account notices name. */
export async function openAccountCache(database: Database): Promise<AccountCache> {
  const cache = new AccountCache();
  await database.listen(ACCOUNT_CHANGED_CHANNEL, {
    notice: (payload) => cache.forget(payload),
    listening: (on) => cache.setListening(on),
  });
  return cache;
}
