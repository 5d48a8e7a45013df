import { ApiError, type ErrorBody } from './api-error';
import { clearSession, readSession, writeTokens } from './auth/session-storage';
import { config } from './config';
import { isNonEmptyString, isOptional, isRecord } from './json-guards';
import type { paths } from './api-schema';

/**
 * The one fetch wrapper of the web app: JSON or FormData bodies, the session's bearer token, one
 * shared refresh on a 401, errors thrown as ApiError.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, unless it is a FormData (multipart, the browser sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  /** Send the session's bearer token and refresh it on a 401. Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export const REFRESH_PATH = '/api/accounts/token/refresh/';

/** The refresh answer: a new access token, and the rotated refresh token when one came back. */
function readRefreshAnswer(answer: unknown): { access: string; refresh?: string } {
  if (
    !isRecord(answer) ||
    !isNonEmptyString(answer.access) ||
    !isOptional(answer.refresh, 'string')
  ) {
    throw new TypeError('The refresh answer has no access token');
  }
  return { access: answer.access, refresh: answer.refresh as string | undefined };
}

/**
 * How a request reaches the API: the browser's fetch, or the app itself while the server
 * pre-renders a page (server/render-page.tsx).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
let refreshInFlight: Promise<string | null> | null = null;

/**
 * Called after the stored session was cleared because it could not be refreshed. The AuthProvider
 * subscribes to log the user out and go to /login; returns the unsubscribe function.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${config.apiBaseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function send(path: string, options: RequestOptions, accessToken?: string) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Cancellation is not a failure: TanStack Query and callers recognise the AbortError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

/** The only place that reads response bodies: JSON when declared, text otherwise. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  return new ApiError(response.status, (body ?? null) as ErrorBody);
}

function expireSession(): void {
  clearSession();
  if (sessionExpiredListeners.size === 0) {
    window.location.assign('/login');
    return;
  }
  for (const listener of sessionExpiredListeners) listener();
}

async function refreshSession(): Promise<string | null> {
  const session = readSession();
  // Logged out meanwhile: nothing to refresh and nowhere to send the user.
  if (!session) return null;
  try {
    const response = await send(REFRESH_PATH, {
      method: 'POST',
      body: { refresh: session.refreshToken },
    });
    if (!response.ok) throw await toApiError(response);
    const tokens = readRefreshAnswer(await readBody(response));
    // Refresh tokens rotate (docs/decisions/003-refresh-token-rotation.md); keep the old one if
    // none came back.
    writeTokens({
      accessToken: tokens.access,
      refreshToken: tokens.refresh ?? session.refreshToken,
    });
    return tokens.access;
  } catch (error) {
    console.error('Failed to refresh access token', error);
    expireSession();
    return null;
  }
}

/**
 * A new access token after `staleToken` was refused, or null when the session is over. Concurrent
 * callers share one refresh; a caller whose token was already replaced just gets the new one.
 */
function getFreshAccessToken(staleToken: string): Promise<string | null> {
  const current = readSession();
  if (current && current.accessToken !== staleToken && !refreshInFlight) {
    return Promise.resolve(current.accessToken);
  }
  refreshInFlight ??= refreshSession().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The same shared refresh for transports other than fetch (upload progress needs XMLHttpRequest,
 * see upload.ts): a fresh access token after `staleToken` got a 401, or null when the session is over.
 */
export function refreshAccessToken(staleToken: string): Promise<string | null> {
  return getFreshAccessToken(staleToken);
}

/** Sends a request and returns the parsed answer; throws ApiError for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = (options.auth ?? true) ? readSession()?.accessToken : undefined;
  let response = await send(path, options, token);
  // Only a call that carried a token is retried: a 401 from the login form is a wrong password.
  if (response.status === 401 && token) {
    const freshToken = await getFreshAccessToken(token);
    if (!freshToken) throw await toApiError(response);
    response = await send(path, options, freshToken);
  }
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** `/api/courses/{id}/` as a template literal: any text where the document has a parameter. */
type Templated<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Templated<Tail>}`
  : P;
/**
 * The paths the server's OpenAPI document (api-schema.d.ts, generated from the routes) gives
 * `method`: a call to a path or method the server does not have does not type-check.
 */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : Templated<P & string>;
}[keyof paths];

/** Shorthands: `api.get<Course[]>('/api/list-courses/')`, `api.post('/api/contact/', body)`. */
export const api = {
  get: <T>(path: ApiPath<'get'>, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: ApiPath<'post'>, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: ApiPath<'put'>, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: ApiPath<'patch'>, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: ApiPath<'delete'>, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
