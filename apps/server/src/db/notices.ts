import pg from 'pg';

/** The channel migration 0015's triggers announce account changes on: a user's id, or '*'. */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/**
 * The channels a PostgreSQL database listens on. Every pooled connection listens on all of them
 * from the moment it opens, so that the notices a statement commits come back on its own
 * connection, ahead of the statement's answer (see `listenToPostgres`).
 */
const POSTGRES_CHANNELS = [ACCOUNT_CHANGED_CHANNEL] as const;
const LISTEN_STATEMENT = POSTGRES_CHANNELS.map((channel) => `listen ${channel}`).join('; ');

/** What a listener is told: each notice, and whether notices are arriving from everywhere. */
export type NoticeHandlers = {
  notice(payload: string): void;
  /**
   * True once notices committed anywhere (any process, a SQL prompt) arrive; false while they may
   * not (the connection that receives them was lost), so that whoever keeps state by them stops.
   */
  listening(on: boolean): void;
};

/** How long to wait before opening a lost notice connection again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Notices on PostgreSQL (docs/decisions/032-account-rows-kept-on-postgresql.md), in two ways:
 *
 * - **`onPoolConnect`** makes every pooled connection listen before it is used. PostgreSQL sends a
 *   session the notices it committed itself before the `ReadyForQuery` that ends the statement,
 *   and node-postgres hands them out as it parses them: a change this process commits is
 *   announced before the promise of the statement that committed it resolves, as on PGlite.
 * - **One connection of its own** listens for changes committed elsewhere: the server signals it
 *   while the change commits, and it forwards the notice as soon as it is sent. If it is lost, the
 *   listeners are told `listening(false)` until it is open and listening again.
 */
export function listenToPostgres(
  databaseUrl: string,
  onConnectionError: (error: Error) => void,
): {
  onPoolConnect(client: pg.ClientBase): Promise<void>;
  listen(channel: string, handlers: NoticeHandlers): Promise<void>;
  close(): Promise<void>;
} {
  const listeners = new Map<string, Set<NoticeHandlers>>();
  const everyone = () => [...listeners.values()].flatMap((set) => [...set]);
  const forward = (message: pg.Notification) => {
    for (const handlers of listeners.get(message.channel) ?? []) {
      handlers.notice(message.payload ?? '');
    }
  };
  let connection: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const retryLater = () => {
    if (!closed) retry = setTimeout(() => void open(), RECONNECT_DELAY_MS).unref();
  };
  const lost = (client: pg.Client) => {
    if (connection !== client) return;
    connection = null;
    for (const handlers of everyone()) handlers.listening(false);
    retryLater();
  };

  const open = (): Promise<void> =>
    (opening ??= (async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        application_name: 'academy notices',
        connectionTimeoutMillis: 5_000,
      });
      client.on('notification', forward);
      client.on('error', (error) => {
        onConnectionError(error);
        lost(client);
      });
      client.on('end', () => lost(client));
      try {
        await client.connect();
        await client.query(LISTEN_STATEMENT);
        if (closed) {
          await client.end();
          return;
        }
        connection = client;
        for (const handlers of everyone()) handlers.listening(true);
      } catch (error) {
        onConnectionError(error as Error);
        void client.end().catch(() => {});
        retryLater();
      } finally {
        opening = null;
      }
    })());

  return {
    async onPoolConnect(client) {
      client.on('notification', forward);
      await client.query(LISTEN_STATEMENT);
    },
    async listen(channel, handlers) {
      if (!(POSTGRES_CHANNELS as readonly string[]).includes(channel)) {
        throw new Error(`PostgreSQL notices on "${channel}" are not listened to (db/notices.ts)`);
      }
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(handlers);
      if (connection) handlers.listening(true);
      else await open();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await opening;
      const client = connection;
      connection = null;
      await client?.end();
    },
  };
}
