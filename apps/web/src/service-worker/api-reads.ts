import {
  API_CACHE,
  API_READ_TIMEOUT_MS,
  accountCacheKey,
  accountOfAuthorization,
  type ServiceWorkerMessage,
} from '../pwa/offline-caches';

/**
 * A learner's API read: the server's answer when it comes within API_READ_TIMEOUT_MS (and kept),
 * else the answer kept last, with the page told once the fresh one is in so that it reads again.
 * Answers are kept per account (the bearer token's subject in the cache key) and the page deletes
 * the cache at logout, so no account on the browser reads another's.
 */
export async function readThroughApiCache(
  worker: ServiceWorkerGlobalScope,
  request: Request,
  event: FetchEvent,
): Promise<Response> {
  const cache = await worker.caches.open(API_CACHE);
  const key = accountCacheKey(
    request.url,
    accountOfAuthorization(request.headers.get('authorization')),
  );
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  event.waitUntil(fromNetwork.then(noop, noop));

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      void cache.match(key).then((kept) => {
        if (!kept || settled) return;
        settled = true;
        resolve(kept);
        void fromNetwork.then((response) => {
          if (response.ok) void tellPage(worker, event.clientId, request.url);
        }, noop);
      });
    }, API_READ_TIMEOUT_MS);
    fromNetwork.then(
      (response) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        void cache.match(key).then((kept) => {
          settled = true;
          if (kept) resolve(kept);
          else reject(error instanceof Error ? error : new TypeError('Network error'));
        });
      },
    );
  });
}

async function tellPage(worker: ServiceWorkerGlobalScope, clientId: string, url: string) {
  const message: ServiceWorkerMessage = { type: 'api-refreshed', url };
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  if (client) client.postMessage(message);
}

function noop() {}
