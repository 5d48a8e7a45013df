import { API_CACHE } from './offline-caches';

/**
 * Deletes the answers the service worker kept for the account signing out, so that the next
 * person on this browser, online or not, never sees them.
 */
export async function clearAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
