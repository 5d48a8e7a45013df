import type { LiveEventType } from '@academy/contract/events';
import { buildUrl } from '../../lib/api-client';
import { createEventTicket } from './api/create-event-ticket';

/**
 * One server-sent event stream per signed-in tab (GET /api/events/). A browser's
 * EventSource cannot send the bearer header, so each connection first trades it for a single-use
 * ticket; a dropped stream is closed and reopened with a new ticket after a growing pause. While
 * the stream is down, the queries fall back to polling (chat 5 s, notifications 10 s).
 */

/** `ready` arrives once the server has subscribed this stream: missed events can be refetched. */
export type LiveSignal = LiveEventType | 'ready';
type Handler = (data: unknown) => void;

const handlers = new Map<LiveSignal, Set<Handler>>();
const connectionListeners = new Set<() => void>();
let connected = false;

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 30_000;

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  connectionListeners.forEach((listener) => listener());
}

function dispatch(signal: LiveSignal, data: unknown): void {
  handlers.get(signal)?.forEach((handler) => handler(data));
}

/** Whether the stream is open right now. */
export function isLiveConnected(): boolean {
  return connected;
}

/** Calls `listener` whenever the stream opens or drops; returns the unsubscribe function. */
export function onConnectionChange(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** Calls `handler` with the parsed data of every `signal` event; returns the unsubscribe function. */
export function onLiveEvent(signal: LiveSignal, handler: Handler): () => void {
  const set = handlers.get(signal) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(signal, set);
  return () => set.delete(handler);
}

/** Opens the stream and keeps it open until the returned function is called. */
export function connectLiveEvents(): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  function retry() {
    setConnected(false);
    source?.close();
    source = null;
    if (stopped) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void open(), delay);
  }

  function listen(stream: EventSource, signal: LiveSignal) {
    stream.addEventListener(signal, (event) => {
      let data: unknown = null;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        // A malformed event still tells the listeners something changed.
      }
      if (signal === 'ready') {
        failures = 0;
        setConnected(true);
      }
      dispatch(signal, data);
    });
  }

  async function open() {
    try {
      const { ticket } = await createEventTicket();
      if (stopped) return;
      const stream = new EventSource(buildUrl('/api/events/', { ticket }));
      source = stream;
      (['ready', 'notification', 'chat_message'] as const).forEach((signal) =>
        listen(stream, signal),
      );
      // The ticket is spent: EventSource's own reconnect would be refused, so start over instead.
      stream.onerror = retry;
    } catch (error) {
      console.warn('Live updates unavailable, polling instead', error);
      retry();
    }
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    setConnected(false);
  };
}
