import type { Database } from '../db/client.ts';

/** The channel migration 0015 announces account changes on: a user's id, or '*' for all. */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/** Accounts kept at most; the cache is emptied when full, as the kept tokens are. */
const MAX_KEPT = 10_000;

/**
 * Account rows kept between requests, for the embedded database only
 * (docs/decisions/028-account-rows-kept-on-pglite.md). Triggers on `users` and `enrollments`
 * (migration 0015) announce every change on ACCOUNT_CHANGED_CHANNEL, and PGlite runs the listener
 * inside the statement that commits the change, before that statement's promise resolves. So a
 * kept row is forgotten before anything else can happen in the process after the change, whoever
 * made it: a service, a job, a test writing to the table by hand. A PostgreSQL server delivers
 * its notices on another connection, later, which would leave a moment in which a deleted account
 * is still let in: there, nothing is kept and every check reads the database (ADR 021).
 */
export class AccountCache {
  /** Kept rows by the look-up's extra columns (one map per kind of look-up), then by user id. */
  private readonly kept = new Map<unknown, Map<number, object>>();
  /**
   * Moves on every announced change. A read that began before a change may have missed it, so
   * its rows are only kept if no change was announced while it ran.
   */
  private generation = 0;

  /** The generation a read begins in; hand it back to `keep`. */
  now(): number {
    return this.generation;
  }

  get(kind: unknown, userId: number): object | undefined {
    return this.kept.get(kind)?.get(userId);
  }

  /** Keeps rows read since `generation`, unless a change was announced meanwhile. */
  keep(kind: unknown, generation: number, rows: Iterable<[number, object]>): void {
    if (generation !== this.generation) return;
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
}

/**
 * A cache listening to the database's account notices, or null where notices do not arrive
 * within the statement that commits (PostgreSQL) and nothing may be kept.
 */
export async function openAccountCache(database: Database): Promise<AccountCache | null> {
  if (!database.listenInline) return null;
  const cache = new AccountCache();
  await database.listenInline(ACCOUNT_CHANGED_CHANNEL, (notice) => cache.forget(notice));
  return cache;
}
