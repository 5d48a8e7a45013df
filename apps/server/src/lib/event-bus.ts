import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What the server pushes to a signed-in user's open event streams. `session_ended` is not passed
 * on: it ends the user's streams, after a password change or reset ended every session.
 */
export type BusEvent = { type: 'notification' | 'chat_message' | 'session_ended'; data: unknown };
export type BusListener = (event: BusEvent) => void;

/**
 * Publish/subscribe by user. In-process by default; with REDIS_URL the events cross processes,
 * so a chat message sent to one API process reaches a learner connected to another.
 */
export interface EventBus {
  publish(userId: number, event: BusEvent): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(userId: number, listener: BusListener): Promise<() => void>;
  close(): Promise<void>;
}

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event) {
      emitter.emit(String(userId), event);
    },
    async subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub with one channel per user. The subscriber connection joins a channel when the
 * first local listener for that user appears and leaves it when the last one goes.
 */
export function createRedisBus(url: string, namespace = 'academy'): EventBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = createInProcessBus();
  const counts = new Map<string, number>();
  const channelOf = (userId: number) => `${namespace}:user:${userId}`;
  const prefix = `${namespace}:user:`;

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const userId = Number(channel.slice(prefix.length));
    try {
      void local.publish(userId, JSON.parse(message) as BusEvent);
    } catch {
      // A malformed message from another process is dropped rather than crashing this one.
    }
  });
  // ioredis reconnects by itself; without listeners a lost connection would crash the process.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  return {
    async publish(userId, event) {
      await publisher.publish(channelOf(userId), JSON.stringify(event));
    },
    async subscribe(userId, listener) {
      const channel = channelOf(userId);
      const unsubscribeLocal = await local.subscribe(userId, listener);
      const count = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, count);
      if (count === 1) await subscriber.subscribe(channel);
      return () => {
        unsubscribeLocal();
        const remaining = (counts.get(channel) ?? 1) - 1;
        if (remaining > 0) {
          counts.set(channel, remaining);
          return;
        }
        counts.delete(channel);
        void subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
