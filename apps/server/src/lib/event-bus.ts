import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What the server pushes to a signed-in user's open event streams. `session_ended` is not passed
 * on: it ends the user's streams, after a password change or reset ended every session.
 */
export type BusEvent = { type: 'notification' | 'chat_message' | 'session_ended'; data: unknown };
export type BusListener = (event: BusEvent) => void;
/**
 * What every process hears, not one user: `catalogue.changed` empties the catalogue caches
 * (modules/catalogue/catalogue-cache.ts).
 */
export type BroadcastTopic = 'catalogue.changed';

/**
 * Publish/subscribe by user. In-process by default; with REDIS_URL the events cross processes,
 * so a chat message sent to one API process reaches a learner connected to another.
 */
export interface EventBus {
  publish(userId: number, event: BusEvent): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(userId: number, listener: BusListener): Promise<() => void>;
  /**
   * Tells every process, this one first: its own listeners have run when the promise resolves, so
   * an answer sent after it already reflects the change.
   */
  broadcast(topic: BroadcastTopic): Promise<void>;
  /** Resolves once the listener hears broadcasts of every process; the function ends it. */
  onBroadcast(topic: BroadcastTopic, listener: () => void): Promise<() => void>;
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
    async broadcast(topic) {
      emitter.emit(`topic:${topic}`);
    },
    async onBroadcast(topic, listener) {
      emitter.on(`topic:${topic}`, listener);
      return () => emitter.off(`topic:${topic}`, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub with one channel per user. The subscriber connection joins a channel when the
 * first local listener for that user appears and leaves it when the last one goes. Broadcasts go
 * on one channel per topic, which every bus joins when it starts; each carries its sender's id so
 * that the sender, whose listeners ran at once, does not run them again.
 */
export function createRedisBus(url: string, namespace = 'academy'): EventBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const local = createInProcessBus();
  const counts = new Map<string, number>();
  const channelOf = (userId: number) => `${namespace}:user:${userId}`;
  const prefix = `${namespace}:user:`;
  const topicPrefix = `${namespace}:topic:`;
  const origin = randomUUID();

  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(topicPrefix)) {
      if (message !== origin)
        void local.broadcast(channel.slice(topicPrefix.length) as BroadcastTopic);
      return;
    }
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
    async broadcast(topic) {
      await local.broadcast(topic);
      // Other processes also notice a catalogue change by polling the database (catalogue-cache),
      // so a Redis outage delays them by a second instead of failing a write already committed.
      void publisher.publish(`${topicPrefix}${topic}`, origin).catch(() => {});
    },
    async onBroadcast(topic, listener) {
      const unsubscribeLocal = await local.onBroadcast(topic, listener);
      // Joining a channel twice is harmless, and a topic has few listeners: one per app.
      await subscriber.subscribe(`${topicPrefix}${topic}`);
      return unsubscribeLocal;
    },
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
