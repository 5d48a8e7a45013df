import { API_CACHE } from './offline-caches';

/**
 * Forgets on this browser what belonged to the account signing out: the answers the service
 * worker kept (so the next person on it, online or not, never sees them) and the push
 * subscription (its push service then answers 410 and the server drops it).
 */
export async function clearAccountCaches(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
