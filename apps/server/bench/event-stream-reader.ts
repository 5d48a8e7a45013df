import { request, type ClientRequest } from 'node:http';
import { parseBlock, type StreamItem } from '../src/modules/events/sse-test-client.ts';

export type StreamReader = {
  /** Resolves once the server says the subscription is live (the `ready` event). */
  ready: Promise<void>;
  close(): void;
};

/**
 * Holds GET /api/events/ open with a bearer token from `localAddress`, as a learner's browser
 * holds its EventSource, and hands each event to `onEvent` as it arrives.
 */
export function openStreamReader(options: {
  port: number;
  localAddress: string;
  token: string;
  onEvent: (item: Extract<StreamItem, { event: string }>, receivedAt: number) => void;
}): StreamReader {
  let outgoing: ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        localAddress: options.localAddress,
        path: '/api/events/',
        headers: { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`the event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const receivedAt = Date.now();
          buffer += chunk;
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            for (const item of parseBlock(buffer.slice(0, boundary))) {
              if (!('event' in item)) continue;
              if (item.event === 'ready') resolve();
              else options.onEvent(item, receivedAt);
            }
            buffer = buffer.slice(boundary + 2);
            boundary = buffer.indexOf('\n\n');
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  return { ready, close: () => outgoing.destroy() };
}
