import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TricklingProxy = { url: string; close: () => Promise<void> };

/** Headers that describe how the server sent its bytes, not what they are: the proxy resends them. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A slow connection in front of the server, for GET requests: each HTML document reaches the
 * browser in pieces of `piece` bytes, `pause` ms apart, so the browser paints what has arrived
 * before the rest comes, as it does on a weak mobile signal. Everything else passes at once.
 */
export async function startTricklingProxy(
  target: string,
  { piece = 4096, pause = 30 } = {},
): Promise<TricklingProxy> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET') throw new Error(`${request.method} is not passed on`);
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
        response.end(body);
        return;
      }
      for (let start = 0; start < body.length; start += piece) {
        response.write(body.subarray(start, start + piece));
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
