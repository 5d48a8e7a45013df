import { vi } from 'vitest';

export type MockRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, the FormData as is, or undefined. */
  body: unknown;
};

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch with `handler` and records every request. Unhandled paths should answer
 * 404 in the handler; the spy's calls are available as `requests`.
 */
export function mockFetch(handler: MockHandler) {
  const requests: MockRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', spy);
  return { spy, requests };
}

/** A promise with its resolve exposed, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
