import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus, createRedisBus, type BusEvent, type EventBus } from './event-bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const opened: EventBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function nextEvent(bus: EventBus, userId: number): Promise<BusEvent> {
  return new Promise((resolve) => {
    void bus.subscribe(userId, resolve);
  });
}

function collect(events: BusEvent[]) {
  return (event: BusEvent) => events.push(event);
}

describe('in-process event bus', () => {
  it('delivers an event only to the listeners of that user', async () => {
    const bus = createInProcessBus();
    opened.push(bus);
    const forOne: BusEvent[] = [];
    const forTwo: BusEvent[] = [];
    await bus.subscribe(1, collect(forOne));
    await bus.subscribe(2, collect(forTwo));
    await bus.publish(1, { type: 'notification', data: { id: 7 } });
    expect(forOne).toEqual([{ type: 'notification', data: { id: 7 } }]);
    expect(forTwo).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createInProcessBus();
    opened.push(bus);
    const events: BusEvent[] = [];
    const unsubscribe = await bus.subscribe(1, collect(events));
    unsubscribe();
    await bus.publish(1, { type: 'chat_message', data: 'hi' });
    expect(events).toEqual([]);
  });

  it('has run every listener of a broadcast by the time it resolves, until they stop', async () => {
    const bus = createInProcessBus();
    opened.push(bus);
    let heard = 0;
    const stop = await bus.onBroadcast('catalogue.changed', () => (heard += 1));
    await bus.subscribe(1, () => (heard += 100));
    await bus.broadcast('catalogue.changed');
    expect(heard).toBe(1);
    stop();
    await bus.broadcast('catalogue.changed');
    expect(heard).toBe(1);
  });
});

// Runs wherever a Redis server is given (CI sets TEST_REDIS_URL when one answers).
describe.runIf(redisUrl)('redis event bus', () => {
  it('carries an event from one process to a listener subscribed in another', async () => {
    const namespace = `test-${randomUUID()}`;
    const sender = createRedisBus(redisUrl!, namespace);
    const receiver = createRedisBus(redisUrl!, namespace);
    opened.push(sender, receiver);
    const received = nextEvent(receiver, 42);
    // Let the subscription reach the server before publishing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sender.publish(42, { type: 'chat_message', data: { content: 'hello' } });
    await expect(received).resolves.toEqual({ type: 'chat_message', data: { content: 'hello' } });
  });

  it('keeps users apart and stops after the last local listener leaves', async () => {
    const namespace = `test-${randomUUID()}`;
    const sender = createRedisBus(redisUrl!, namespace);
    const receiver = createRedisBus(redisUrl!, namespace);
    opened.push(sender, receiver);
    const forSeven: BusEvent[] = [];
    const forEight: BusEvent[] = [];
    const stopSeven = await receiver.subscribe(7, collect(forSeven));
    await receiver.subscribe(8, collect(forEight));
    await sender.publish(8, { type: 'notification', data: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopSeven();
    await sender.publish(7, { type: 'notification', data: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(forEight).toEqual([{ type: 'notification', data: 1 }]);
    expect(forSeven).toEqual([]);
  });

  it('carries a broadcast to every process, to the sender’s listeners once and at once', async () => {
    const namespace = `test-${randomUUID()}`;
    const sender = createRedisBus(redisUrl!, namespace);
    const receiver = createRedisBus(redisUrl!, namespace);
    const stranger = createRedisBus(redisUrl!, `test-${randomUUID()}`);
    opened.push(sender, receiver, stranger);
    const heard = { sender: 0, receiver: 0, stranger: 0 };
    await sender.onBroadcast('catalogue.changed', () => (heard.sender += 1));
    await receiver.onBroadcast('catalogue.changed', () => (heard.receiver += 1));
    await stranger.onBroadcast('catalogue.changed', () => (heard.stranger += 1));
    await sender.broadcast('catalogue.changed');
    expect(heard.sender).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual({ sender: 1, receiver: 1, stranger: 0 });
  });
});
