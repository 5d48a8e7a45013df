import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { loadSearchIndex, SearchIndexKeeper } from './search-index-keeper.ts';

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
    catalogueCache: PublicResponseCache;
    /** The in-process catalogue search index, kept in step with the cache (search-index-keeper.ts). */
    catalogueSearch: SearchIndexKeeper;
  }
}

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
const MAX_TOTAL_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** Reader-independent answers kept as values, counted in listed items (pages weigh 12). */
const MAX_SHARED_ITEMS = 6_000;
/**
 * URLs remembered as asked once (the doorkeeper of each store): an answer is kept only when its
 * URL is asked a second time, so one-off URLs (a new search, a tracking parameter) never push out
 * the answers people repeat, nor fill the heap with entries nobody reads. Forgotten all at once
 * when full.
 */
const MAX_SEEN_ONCE = 20_000;
/** Headers that belong to one response, not to the cached answer. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'x-cache',
  'set-cookie',
]);

type Entry = {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  /**
   * The raw answer's headers as one flat [name, value, …] list, content length and X-Cache
   * included; its last value is the request id, written in place just before each answer.
   */
  head: (string | number)[];
  expiresAt: number;
};

type HeaderValues = Record<string, string | number | readonly string[] | undefined>;

/**
 * The headers of a cached answer as writeHead's flat list, ending with the content length, X-Cache
 * and a slot for the request id: [..., 'content-length', length, 'x-cache', 'hit',
 * 'x-request-id', id].
 */
function flatHead(headers: HeaderValues, length: number): (string | number)[] {
  const head: (string | number)[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) head.push(name, one);
    }
  }
  head.push('content-length', length, 'x-cache', 'hit', 'x-request-id', '');
  return head;
}

/** Writes a cached answer with its flat head, giving it its own request id (and length). */
function writeCached(
  response: ServerResponse,
  head: (string | number)[],
  body: Buffer | string,
  length: number,
): void {
  // writeHead reads the list at once, so the shared list's slots can be reused per answer.
  head[head.length - 5] = length;
  head[head.length - 1] = randomUUID();
  response.writeHead(200, head);
  response.end(body);
}
type Pending = { key: string; generation: number; expiresAt: number };
type SharedEntry = {
  value: Promise<unknown>;
  expiresAt: number;
  weight: number;
  /** The value once computed and kept. */
  settled?: { value: unknown };
  /**
   * The headers a signed-in reader's answer to this URL was sent with, as a flat list (see
   * flatHead), once one was answered through the framework; the content length is per reader.
   */
  readerHead?: (string | number)[];
};

/**
 * Serving signed-in readers ahead of the framework (catalogueRoutes): `reader` tells who an
 * Authorization header stands for from memory alone, or null to let the framework decide;
 * `render` lays that reader's own facts on a shared answer, as the route does.
 */
export type ReadersFromMemory<Reader> = {
  reader: (authorization: string) => Reader | null;
  render: (value: unknown, reader: Reader) => string;
};

/** Keys asked once, up to MAX_SEEN_ONCE: `admits` a key the second time it is asked. */
class Doorkeeper {
  private readonly seen = new Set<string>();

  admits(key: string): boolean {
    if (this.seen.delete(key)) return true;
    if (this.seen.size >= MAX_SEEN_ONCE) this.seen.clear();
    this.seen.add(key);
    return false;
  }
}

/**
 * Two stores that live and die with the catalogue version:
 * - serialized JSON of anonymous GETs, keyed by URL (path and query string), with the headers the
 *   app sent with it (security headers included), answered byte for byte;
 * - the reader-independent answer of a URL as a value (`shared`), onto which a signed-in reader's
 *   own facts, such as is_enrolled, are laid per request.
 * A URL's answer is kept from the second time it is asked (MAX_SEEN_ONCE). Least recently used
 * entries go first once a store's budget is spent.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly entryDoor = new Doorkeeper();
  private readonly sharedDoor = new Doorkeeper();
  private readonly shared = new Map<string, SharedEntry>();
  private sharedItems = 0;
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  private bytes = 0;
  private generation = 0;
  private quietUntil = 0;
  /** The catalogue version the entries reflect; null until first read or after a clear. */
  private knownVersion: string | null = null;
  /** When knownVersion was read. */
  private knownSince = 0;
  /** How signed-in readers are answered ahead of the framework, where they can be (ADR 030). */
  private readers: ReadersFromMemory<unknown> | null = null;
  private readonly clearListeners: (() => void)[] = [];
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
    this.shared.clear();
    this.sharedItems = 0;
    this.generation += 1;
    this.quietUntil = this.now() + QUIET_AFTER_CHANGE_MS;
    this.knownVersion = null;
    this.lastCheck = 0;
    for (const listener of this.clearListeners) listener();
  }

  /** Calls `listener` whenever the cache is emptied, i.e. whenever the catalogue changed. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /**
   * Whether what the database holds now may be kept: the version is known, and nothing changed
   * for QUIET_AFTER_CHANGE_MS before and since it was read (see that constant).
   */
  get settled(): boolean {
    const now = this.now();
    return (
      this.knownVersion !== null &&
      now >= this.quietUntil &&
      now - this.knownSince >= QUIET_AFTER_CHANGE_MS
    );
  }

  /** The live entry for an anonymous GET of this URL, if any. */
  private lookup(method: string | undefined, url: string | undefined, authorization: unknown) {
    if (method !== 'GET' || authorization !== undefined || url === undefined) return undefined;
    this.checkVersionSoon();
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(url);
      return undefined;
    }
    // Re-inserting moves the key to the young end of the Map's order (LRU).
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  /**
   * The fast path, ahead of the framework: answers a cached URL straight on the socket with the
   * stored bytes and headers, as a bare node:http server would (docs/benchmarks.md). Returns false
   * for anything else, which then goes through Fastify as usual.
   */
  serveRaw(request: IncomingMessage, response: ServerResponse): boolean {
    const { authorization } = request.headers;
    if (authorization !== undefined) return this.serveReaderRaw(request, response, authorization);
    const entry = this.lookup(request.method, request.url, authorization);
    if (!entry) return false;
    // A flat list spares building a header object per answer.
    writeCached(response, entry.head, entry.body, entry.body.length);
    return true;
  }

  /**
   * Lets signed-in readers be answered ahead of the framework too, when who they are is known
   * from memory and their URL's shared answer and headers are kept (docs/decisions/030).
   */
  serveReadersFromMemory<Reader>(readers: ReadersFromMemory<Reader>): void {
    this.readers = readers as ReadersFromMemory<unknown>;
  }

  private serveReaderRaw(
    request: IncomingMessage,
    response: ServerResponse,
    authorization: string,
  ): boolean {
    const { readers } = this;
    if (!readers || request.method !== 'GET' || request.url === undefined) return false;
    // Every other signed-in request (any API call) stops at this look-up, before any other work.
    const entry = this.shared.get(request.url);
    if (!entry?.settled || !entry.readerHead) return false;
    this.checkVersionSoon();
    if (entry.expiresAt <= this.now()) return false;
    const reader = readers.reader(authorization);
    if (reader === null) return false;
    this.shared.delete(request.url);
    this.shared.set(request.url, entry);
    const body = readers.render(entry.settled.value, reader);
    writeCached(response, entry.readerHead, body, Buffer.byteLength(body));
    return true;
  }

  /** onRequest hook: answers from the cache, or remembers to store what the handler answers. */
  readonly serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const entry = this.lookup(request.method, request.url, request.headers.authorization);
    if (entry) {
      reply.headers(entry.headers).header('x-cache', 'hit');
      return reply.send(entry.body);
    }
    this.pending.set(request, {
      key: request.url,
      generation: this.generation,
      expiresAt: this.now() + MAX_AGE_MS,
    });
    reply.header('x-cache', 'miss');
  };

  /** Shortens how long the answer to this request may be served, e.g. until a discount ends. */
  expireAt(request: FastifyRequest, time: Date | null): void {
    const pending = this.pending.get(request);
    if (pending && time) pending.expiresAt = Math.min(pending.expiresAt, time.getTime());
  }

  /**
   * onSend hook: keeps a successful anonymous answer with its headers, and notes the headers of a
   * signed-in reader's answer to a kept shared answer (serveReaderRaw).
   */
  readonly store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = this.pending.get(request);
    if (!pending) {
      if (request.headers.authorization !== undefined) this.noteReaderHead(request, reply);
      return payload;
    }
    this.pending.delete(request);
    const now = this.now();
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      pending.generation !== this.generation ||
      now < this.quietUntil ||
      pending.expiresAt <= now ||
      payload.length > MAX_ENTRY_BYTES ||
      !this.entryDoor.admits(pending.key)
    ) {
      return payload;
    }
    const headers = reply.getHeaders();
    const body = Buffer.from(payload);
    this.remove(pending.key);
    this.entries.set(pending.key, {
      body,
      headers: Object.fromEntries(
        Object.entries(headers).filter(
          ([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name),
        ),
      ),
      head: flatHead(headers, body.length),
      expiresAt: pending.expiresAt,
    });
    this.bytes += body.length;
    for (const [key] of this.entries) {
      if (this.bytes <= MAX_TOTAL_BYTES) break;
      this.remove(key);
    }
    return payload;
  };

  /** Records the headers of a signed-in reader's successful answer from a kept shared answer. */
  private noteReaderHead(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.readers || reply.statusCode !== 200) return;
    const entry = this.shared.get(request.url);
    if (!entry?.settled || entry.readerHead) return;
    entry.readerHead = flatHead(reply.getHeaders(), 0);
  }

  /**
   * The reader-independent answer for `key`, computed at most once per catalogue version while it
   * lasts: concurrent requests for the same key share one computation. `expiry` says when the
   * answer stops being true (a discount ending); `weight` how many items it holds.
   */
  answer<T>(
    key: string,
    compute: () => Promise<T>,
    describe: (value: T) => { expiry: Date | null; weight: number },
  ): Promise<T> {
    this.checkVersionSoon();
    const now = this.now();
    const found = this.shared.get(key);
    if (found && found.expiresAt > now) {
      this.shared.delete(key);
      this.shared.set(key, found);
      return found.value as Promise<T>;
    }
    if (found) this.forgetShared(key);
    const generation = this.generation;
    const value = compute();
    if (now < this.quietUntil || !this.sharedDoor.admits(key)) return value;
    const entry: SharedEntry = { value, expiresAt: now + MAX_AGE_MS, weight: 1 };
    this.shared.set(key, entry);
    this.sharedItems += entry.weight;
    value.then(
      (result) => {
        if (this.shared.get(key) !== entry) return;
        const { expiry, weight } = describe(result);
        if (generation !== this.generation || this.now() < this.quietUntil) {
          this.forgetShared(key);
          return;
        }
        if (expiry) entry.expiresAt = Math.min(entry.expiresAt, expiry.getTime());
        entry.settled = { value: result };
        this.sharedItems += weight - entry.weight;
        entry.weight = weight;
        for (const [oldest] of this.shared) {
          if (this.sharedItems <= MAX_SHARED_ITEMS) break;
          this.forgetShared(oldest);
        }
      },
      () => {
        if (this.shared.get(key) === entry) this.forgetShared(key);
      },
    );
    return value;
  }

  private forgetShared(key: string): void {
    const entry = this.shared.get(key);
    if (!entry) return;
    this.sharedItems -= entry.weight;
    this.shared.delete(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  /** At most one version query in flight and one per interval; requests never wait for it. */
  checkVersionSoon(): void {
    const now = this.now();
    if (this.checking || now - this.lastCheck < VERSION_CHECK_INTERVAL_MS) return;
    this.checking = true;
    this.lastCheck = now;
    this.readVersion()
      .then((version) => {
        if (version !== this.knownVersion) {
          if (this.knownVersion !== null) this.clear();
          this.knownVersion = version;
          this.knownSince = this.now();
        }
      })
      // A database that does not answer changes nothing: the entries expire on their own.
      .catch(() => {})
      .finally(() => {
        this.checking = false;
      });
  }
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Puts the cache's fast path ahead of Fastify's own request listener. */
function serveAheadOfFastify(app: FastifyInstance, cache: PublicResponseCache): void {
  const server = app.server;
  const [fastifyListener, ...others] = server.listeners('request') as RequestListener[];
  if (!fastifyListener || others.length > 0) return;
  server.removeListener('request', fastifyListener);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!cache.serveRaw(request, response)) fastifyListener.call(server, request, response);
  });
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The catalogue cache of one app, decorated as `app.catalogueCache` (docs/decisions/017 and 022).
 * It is emptied by a `catalogue.changed` broadcast on the event bus, which
 * routes marked `config: { changesCatalogue: true }` send after a successful write; changes made
 * elsewhere (an instructor renaming themselves, an enrolment) are noticed through the
 * catalogue_version sequence within about a second. Cached answers are served ahead of Fastify's
 * own request handler: the framework's routing, hooks and logging cost about a third of a bare
 * server's throughput, and a cached public answer needs none of them (its security headers were
 * recorded with it). app.inject() bypasses the server, so tests exercise the same cache through
 * the routes' onRequest hook.
 */
export const catalogueCache = fp(
  async (app: FastifyInstance) => {
    const cache = new PublicResponseCache(async () => {
      const result = await app.db.execute<{ version: string; is_called: boolean }>(
        sql`select last_value::text as version, is_called from catalogue_version`,
      );
      const row = result.rows[0];
      return row ? `${row.version}:${row.is_called}` : '';
    });
    app.decorate('catalogueCache', cache);
    const searchIndex = new SearchIndexKeeper(
      () => loadSearchIndex(app.db),
      () => cache.settled,
    );
    cache.onClear(() => searchIndex.invalidate());
    app.decorate('catalogueSearch', searchIndex);
    // While the server listens, the catalogue is watched without waiting for traffic, so the
    // search index is built as soon as the catalogue settles, at start and after each change,
    // rather than by the first search, which would meanwhile go to the database.
    let watch: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      watch = setInterval(() => {
        cache.checkVersionSoon();
        searchIndex.current();
      }, VERSION_CHECK_INTERVAL_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(watch));
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

    serveAheadOfFastify(app, cache);
  },
  { name: 'catalogue-cache' },
);
