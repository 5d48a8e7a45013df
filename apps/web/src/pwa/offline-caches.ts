/**
 * What the service worker (src/service-worker/) keeps and the page reads or clears: the names of
 * its runtime caches and the learner's API reads it keeps (docs/decisions/039-offline-app-and-web-push.md).
 * Shared by both sides, so this file imports nothing.
 */
export const API_CACHE = 'api-reads-v1';
export const PAGES_CACHE = 'pages-v1';
export const ASSETS_CACHE = 'assets-v1';
export const MEDIA_CACHE = 'media-v1';

/** How long an API read may take before the last answer kept is shown instead (and refreshed). */
export const API_READ_TIMEOUT_MS = 2500;

/**
 * The learner's own reads worth showing offline. Quiz attempts, orders and payments are not
 * here: they are online-only.
 */
export const OFFLINE_API_READS: readonly RegExp[] = [
  /^\/api\/accounts\/(profile|dashboard)\/$/,
  /^\/api\/categories\/$/,
  /^\/api\/list-courses\/$/,
  /^\/api\/course-details\/\d+\/$/,
  /^\/api\/enrolled-course\/\d+\/$/,
  /^\/api\/learning\/progress\/$/,
  /^\/api\/courses\/\d+\/(notes|classwork|live-schedule)\/$/,
  /^\/api\/lessons\/\d+\/video\/$/,
  /^\/api\/notifications\/$/,
  /^\/api\/(classwork|live-classes)\/upcoming\/$/,
  /^\/api\/certificates\/$/,
];

/** The public pages the server pre-renders: fetched first, the copy kept shown when offline. */
export const PRERENDERED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/courses\/?$/,
  /^\/course\/\d+\/?$/,
];

/** The query parameter that keeps each account's answers apart in the API cache. */
export const ACCOUNT_KEY_PARAM = '__account';

/** The account a bearer token names (its `sub`), or 'visitor'; never checked, only a cache key. */
export function accountOfAuthorization(header: string | null): string {
  const token = /^Bearer ([^.]+)\.([^.]+)\./.exec(header ?? '')?.[2];
  if (!token) return 'visitor';
  try {
    const payload = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' || typeof payload.sub === 'number'
      ? String(payload.sub)
      : 'visitor';
  } catch {
    return 'visitor';
  }
}

/** The cache key of an API read for one account. */
export function accountCacheKey(url: string, account: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set(ACCOUNT_KEY_PARAM, account);
  return keyed.href;
}

/** The messages the service worker posts to its pages. */
export type ServiceWorkerMessage = { type: 'api-refreshed'; url: string };
