import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How often, at most, a process asks the database whether the catalogue changed. */
export const VERSION_CHECK_INTERVAL_MS = 1_000;
/**
 * After a change is seen nothing is stored for this long: the version moves when a writing
 * statement runs, which can be a moment before its transaction commits, and an answer computed in
 * between would otherwise keep the old data.
 */
const QUIET_AFTER_CHANGE_MS = 2_000;
/** Upper bound on any entry's life, whatever happens. */
const MAX_AGE_MS = 60_000;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

type Entry = { body: string; expiresAt: number };
type Pending = { key: string; generation: number; expiresAt: number };

const liveCaches = new Set<PublicResponseCache>();

/**
 * Drops every cached public catalogue answer in this process at once. Services that change
 * courses, their content or pricing, categories or instructor names call it after committing;
 * other processes notice through the catalogue_version sequence within about a second.
 */
export function invalidateCatalogueCache(): void {
  for (const cache of liveCaches) cache.clear();
}

/**
 * Serialized JSON of anonymous GETs, keyed by URL (path and query string), served without running
 * validation, the handler or the serializer. Signed-in readers always get a fresh answer: theirs
 * carries is_enrolled. Least recently used entries go first once the byte budget is spent.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  private bytes = 0;
  private generation = 0;
  private quietUntil = 0;
  /** The catalogue version the entries reflect; null until first read or after a clear. */
  private knownVersion: string | null = null;
  private lastCheck = 0;
  private checking = false;

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops every entry. The version is read afresh on the next request and taken as it is: the
   * change that led here is already accounted for, and anything later is caught by the next check.
   */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
    this.quietUntil = this.now() + QUIET_AFTER_CHANGE_MS;
    this.knownVersion = null;
    this.lastCheck = 0;
  }

  /** onRequest hook: answers from the cache, or remembers to store what the handler answers. */
  readonly serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    this.checkVersionSoon();
    const key = request.url;
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expiresAt > now) {
      // Re-inserting moves the key to the young end of the Map's order (LRU).
      this.entries.delete(key);
      this.entries.set(key, entry);
      reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
      return reply.send(entry.body);
    }
    if (entry) this.remove(key);
    this.pending.set(request, {
      key,
      generation: this.generation,
      expiresAt: now + MAX_AGE_MS,
    });
    reply.header('x-cache', 'miss');
  };

  /** Shortens how long the answer to this request may be served, e.g. until a discount ends. */
  expireAt(request: FastifyRequest, time: Date | null): void {
    const pending = this.pending.get(request);
    if (pending && time) pending.expiresAt = Math.min(pending.expiresAt, time.getTime());
  }

  /** onSend hook: keeps a successful anonymous answer. */
  readonly store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = this.pending.get(request);
    if (!pending) return payload;
    this.pending.delete(request);
    const now = this.now();
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      pending.generation !== this.generation ||
      now < this.quietUntil ||
      pending.expiresAt <= now ||
      payload.length > MAX_ENTRY_BYTES
    ) {
      return payload;
    }
    this.remove(pending.key);
    this.entries.set(pending.key, { body: payload, expiresAt: pending.expiresAt });
    this.bytes += payload.length;
    for (const [key] of this.entries) {
      if (this.bytes <= MAX_TOTAL_BYTES) break;
      this.remove(key);
    }
    return payload;
  };

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  /** At most one version query in flight and one per interval; requests never wait for it. */
  private checkVersionSoon(): void {
    const now = this.now();
    if (this.checking || now - this.lastCheck < VERSION_CHECK_INTERVAL_MS) return;
    this.checking = true;
    this.lastCheck = now;
    this.readVersion()
      .then((version) => {
        if (version !== this.knownVersion) {
          if (this.knownVersion !== null) this.clear();
          this.knownVersion = version;
        }
      })
      // A database that does not answer changes nothing: the entries expire on their own.
      .catch(() => {})
      .finally(() => {
        this.checking = false;
      });
  }
}

/** The cache of one app; it leaves the process-wide registry when the app closes. */
export function createCatalogueCache(app: FastifyInstance): PublicResponseCache {
  const cache = new PublicResponseCache(async () => {
    const result = await app.db.execute<{ version: string; is_called: boolean }>(
      sql`select last_value::text as version, is_called from catalogue_version`,
    );
    const row = result.rows[0];
    return row ? `${row.version}:${row.is_called}` : '';
  });
  liveCaches.add(cache);
  app.addHook('onClose', async () => {
    liveCaches.delete(cache);
  });
  return cache;
}
