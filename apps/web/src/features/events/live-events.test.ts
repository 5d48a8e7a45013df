import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { connectLiveEvents, isLiveConnected, onLiveEvent } from './live-events';

/** Just enough of EventSource to drive the connection from a test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
  storeSession();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectLiveEvents', () => {
  it('opens the stream with a fresh ticket, relays events, and reopens with a new ticket', async () => {
    let issued = 0;
    const { requests } = mockFetch(({ path }) => {
      issued += 1;
      return path === '/api/events/ticket/'
        ? jsonResponse({ ticket: `ticket-${issued}` }, 201)
        : jsonResponse({}, 404);
    });
    const received: unknown[] = [];
    const stopListening = onLiveEvent('chat_message', (data) => received.push(data));
    const disconnect = connectLiveEvents();

    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    expect(first.url).toBe('/api/events/?ticket=ticket-1');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/events/ticket/' });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(isLiveConnected()).toBe(false);

    first.emit('ready', {});
    expect(isLiveConnected()).toBe(true);
    first.emit('chat_message', { message_id: 5, course_id: 1 });
    expect(received).toEqual([{ message_id: 5, course_id: 1 }]);

    // A drop: the spent ticket cannot reconnect, so the stream is closed and a new ticket fetched.
    first.onerror?.();
    expect(isLiveConnected()).toBe(false);
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('/api/events/?ticket=ticket-2');

    disconnect();
    stopListening();
    expect(FakeEventSource.instances[1]!.closed).toBe(true);
  });

  it('retries later when no ticket can be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    mockFetch(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse({ detail: 'down' }, 503)
        : jsonResponse({ ticket: 'later' }, 201);
    });
    const disconnect = connectLiveEvents();
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(FakeEventSource.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe('/api/events/?ticket=later');
    disconnect();
  });
});
