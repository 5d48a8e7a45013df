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
 * An XMLHttpRequest (what uploads with progress use, lib/upload.ts) answered by the same handler:
 * it reports half of the body sent, waits for the handler's answer, then reports all of it.
 */
function fakeXhrClass(handler: MockHandler, requests: MockRequest[]) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader(name: string) {
      return this.answerHeaders.get(name);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const request: MockRequest = {
        method: this.method,
        path: url.pathname,
        url,
        headers: this.headers,
        body,
      };
      requests.push(request);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(50);
      void Promise.resolve(handler(request)).then(async (response) => {
        if (this.aborted) return;
        progress(100);
        this.status = response.status;
        this.answerHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  };
}

/**
 * Replaces global fetch (and XMLHttpRequest, for uploads) with `handler` and records every
 * request. Unhandled paths should answer 404 in the handler; the calls are available as `requests`.
 */
export function mockFetch(handler: MockHandler) {
  const requests: MockRequest[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(handler, requests));
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
