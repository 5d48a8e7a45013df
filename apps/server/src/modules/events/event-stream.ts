import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_HEARTBEAT_MS } from '@academy/contract/events';
import type { BusEvent, EventBus } from '../../lib/event-bus.ts';

/** The streams open in this process, so closing the app can end them instead of waiting. */
export type OpenStreams = Set<() => void>;

/**
 * Turns the reply into a server-sent event stream of the user's bus events: `notification` and
 * `chat_message` events, a comment line every 20 s so proxies keep it open, and a `ready` event
 * once the subscription is live. It ends when the client goes, the app closes, or the user's
 * sessions end (a password change or reset).
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { bus: EventBus; streams: OpenStreams; userId: number; heartbeatMs?: number },
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  // Tells EventSource how long to wait before reconnecting after a drop.
  raw.write('retry: 3000\n\n');

  let ended = false;
  let unsubscribe: (() => void) | null = null;
  const heartbeat = setInterval(
    () => raw.write(': heartbeat\n\n'),
    deps.heartbeatMs ?? EVENT_HEARTBEAT_MS,
  );
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    deps.streams.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  deps.streams.add(end);
  raw.on('close', end);

  const send = (event: BusEvent) => {
    // The stream was opened with a session that no longer exists: the client must sign in anew.
    if (event.type === 'session_ended') end();
    else if (!ended) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const stop = await deps.bus.subscribe(deps.userId, send);
  if (ended) {
    stop();
    return;
  }
  unsubscribe = stop;
  raw.write('event: ready\ndata: {}\n\n');
}
