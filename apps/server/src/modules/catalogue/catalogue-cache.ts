import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes what the public catalogue shows (a course, its price, a category, a
     * rating): a successful answer first broadcasts `catalogue.changed`, which empties the
     * catalogue cache of every process.
     */
    changesCatalogue?: boolean;
  }
  interface FastifyInstance {
    /** The public catalogue's answers (catalogueCache plugin). */
    catalogueCache: CatalogueCache;
  }
}

/** How often, at most, a process asks the database whether the catalogue changed. */
export const VERSION_CHECK_INTERVAL_MS = 1_000;
/**
 * After a change is seen nothing is kept for this long: the version moves when a writing
 * statement runs, which can be a moment before its transaction commits, and an answer computed in
 * between would otherwise keep the old data.
 */
const QUIET_AFTER_CHANGE_MS = 2_000;
/** Upper bound on any entry's life, whatever happens. */
const MAX_AGE_MS = 60_000;
/**
 * How long a shared cache in front (the compose stack's nginx) may keep an anonymous answer
 * without asking: short, as a change reaches this process's cache at once but not nginx's.
 */
const SHARED_MAX_AGE_S = 10;
/** Entries kept per store, least recently used out first. */
const MAX_ENTRIES = 2_000;
const MAX_ENTRY_CHARS = 1024 * 1024;

type Kept<T> = { value: T; expiresAt: number };

/** A Map in least-recently-used order with a size cap and an expiry per entry. */
class Store<T> {
  private readonly map = new Map<string, Kept<T>>();

  get(key: string, now: number): Kept<T> | undefined {
    const kept = this.map.get(key);
    if (!kept) return undefined;
    this.map.delete(key);
    if (kept.expiresAt <= now) return undefined;
    this.map.set(key, kept);
    return kept;
  }

  set(key: string, kept: Kept<T>): void {
    this.map.delete(key);
    this.map.set(key, kept);
    if (this.map.size > MAX_ENTRIES) this.map.delete(this.map.keys().next().value!);
  }

  has(key: string, kept: Kept<T>): boolean {
    return this.map.get(key) === kept;
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}

type Pending = { generation: number; expiresAt: number };

/**
 * Anonymous answers may be kept by shared caches until `until` (a discount ending), at most
 * SHARED_MAX_AGE_S, and are revalidated by browsers with their ETag; a reader's are their own.
 */
function cacheControl(reply: FastifyReply, until: number | null, now: number): void {
  reply.header('vary', 'Authorization');
  if (until === null) {
    reply.header('cache-control', 'private, no-cache');
    return;
  }
  const seconds = Math.max(0, Math.min(SHARED_MAX_AGE_S, Math.floor((until - now) / 1000)));
  reply.header('cache-control', `public, max-age=0, s-maxage=${seconds}`);
}

/**
 * The public catalogue's answers, inside the request lifecycle (docs/decisions/038): every answer,
 * from the cache or not, has its request id, log line, security headers, ETag and error handling.
 * Two stores live and die with the catalogue version:
 * - the JSON of anonymous GETs by URL, answered by the routes' onRequest hook (`serve`) and kept by
 *   an onSend hook (`store`);
 * - reader-independent answers as values (`answer`), onto which a signed-in reader's own facts
 *   (is_enrolled) are laid by the route.
 */
export class CatalogueCache {
  private readonly bodies = new Store<string>();
  private readonly shared = new Store<Promise<unknown>>();
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  private generation = 0;
  private quietUntil = 0;
  /** The catalogue version the entries reflect; null until first read or after a clear. */
  private knownVersion: string | null = null;
  private lastCheck = 0;
  /** The version check in flight, if any. */
  private checking: Promise<void> | null = null;

  constructor(
    private readonly readVersion: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every entry; the version is read afresh on the next request. */
  clear(): void {
    this.bodies.clear();
    this.shared.clear();
    this.generation += 1;
    this.quietUntil = this.now() + QUIET_AFTER_CHANGE_MS;
    this.knownVersion = null;
    this.lastCheck = 0;
  }

  private get keeping(): boolean {
    return this.knownVersion !== null && this.now() >= this.quietUntil;
  }

  /** onRequest hook of a cached route: answers an anonymous GET from the cache, or notes it. */
  readonly serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const now = this.now();
    if (request.headers.authorization !== undefined) {
      cacheControl(reply, null, now);
      return;
    }
    // A kept answer waits for a version check that is due: after a quiet spell, the first
    // visitor (often the page pre-render) never gets what a job elsewhere has since changed.
    const check = this.checkVersionSoon();
    if (check && this.bodies.get(request.url, now)) await check;
    const kept = this.bodies.get(request.url, this.now());
    if (kept) {
      cacheControl(reply, kept.expiresAt, now);
      reply.type('application/json; charset=utf-8').header('x-cache', 'hit');
      return reply.send(kept.value);
    }
    this.pending.set(request, { generation: this.generation, expiresAt: now + MAX_AGE_MS });
    reply.header('x-cache', 'miss');
  };

  /** Shortens how long the answer to this request may be kept, e.g. until a discount ends. */
  expireAt(request: FastifyRequest, time: Date | null): void {
    const pending = this.pending.get(request);
    if (pending && time) pending.expiresAt = Math.min(pending.expiresAt, time.getTime());
  }

  /** onSend hook (before ETags and compression): keeps a successful anonymous answer's JSON. */
  readonly store: onSendHookHandler = async (request, reply, payload) => {
    const pending = this.pending.get(request);
    if (!pending) return payload;
    this.pending.delete(request);
    if (reply.statusCode === 200) cacheControl(reply, pending.expiresAt, this.now());
    if (
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= MAX_ENTRY_CHARS &&
      pending.generation === this.generation &&
      pending.expiresAt > this.now() &&
      this.keeping
    ) {
      this.bodies.set(request.url, { value: payload, expiresAt: pending.expiresAt });
    }
    return payload;
  };

  /**
   * The reader-independent answer for `key`, computed at most once per catalogue version while it
   * lasts: concurrent requests for the same key share one computation. `expiry` says when the
   * answer stops being true (a discount ending).
   */
  answer<T>(key: string, compute: () => Promise<T>, expiry: (value: T) => Date | null): Promise<T> {
    const check = this.checkVersionSoon();
    if (check && this.shared.get(key, this.now())) {
      return check.then(() => this.answer(key, compute, expiry));
    }
    const now = this.now();
    const found = this.shared.get(key, now);
    if (found) return found.value as Promise<T>;
    const value = compute();
    if (!this.keeping) return value;
    const kept: Kept<Promise<unknown>> = { value, expiresAt: now + MAX_AGE_MS };
    this.shared.set(key, kept);
    value.then(
      (result) => {
        const ends = expiry(result);
        if (ends) kept.expiresAt = Math.min(kept.expiresAt, ends.getTime());
      },
      () => {
        if (this.shared.has(key, kept)) this.shared.delete(key);
      },
    );
    return value;
  }

  /**
   * At most one version query in flight and one per interval: answers the check in flight or
   * just started (for a kept answer to wait for), null when the last one is recent enough.
   */
  checkVersionSoon(): Promise<void> | null {
    const now = this.now();
    if (this.checking) return this.checking;
    if (now - this.lastCheck < VERSION_CHECK_INTERVAL_MS) return null;
    this.lastCheck = now;
    this.checking = this.readVersion()
      .then((version) => {
        if (version === this.knownVersion) return;
        if (this.knownVersion !== null) this.clear();
        this.knownVersion = version;
      })
      // A database that does not answer changes nothing: the entries expire on their own.
      .catch(() => {})
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The catalogue cache of one app, decorated as `app.catalogueCache` (docs/decisions/038). It is
 * emptied by a `catalogue.changed` broadcast on the event bus, which routes marked
 * `config: { changesCatalogue: true }` send after a successful write; changes made elsewhere (an
 * instructor renaming themselves, a job) are noticed through the catalogue_version sequence within
 * about a second. Register it before the ETag and compression hooks, so that it keeps the JSON.
 */
export const catalogueCache = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache(async () => {
      const result = await app.db.execute<{ version: string; is_called: boolean }>(
        sql`select last_value::text as version, is_called from catalogue_version`,
      );
      const row = result.rows[0];
      return row ? `${row.version}:${row.is_called}` : '';
    });
    app.decorate('catalogueCache', cache);
    app.addHook('onSend', cache.store);
    const stopListening = await app.bus.onBroadcast('catalogue.changed', () => cache.clear());
    app.addHook('onClose', async () => stopListening());

    // Only the marked routes get the hook, so no other request pays for it.
    const announce: onSendHookHandler = async (_request, reply, payload) => {
      if (reply.statusCode < 300) await app.bus.broadcast('catalogue.changed');
      return payload;
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.changesCatalogue) route.onSend = [...asArray(route.onSend), announce];
    });
  },
  { name: 'catalogue-cache' },
);
