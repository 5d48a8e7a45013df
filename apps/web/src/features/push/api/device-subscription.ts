import type { PushSubscriptionInput } from '@academy/contract/push';
import { api, apiRequest } from '../../../lib/api-client';

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Whether this browser can take pushes, has refused them, or is subscribed. */
export async function readDeviceState(): Promise<DeviceState> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks the browser for permission and a subscription to the academy's VAPID key, then hands it
 * to the server with the page's language (the notifications' wording).
 */
export async function subscribeThisDevice(language: 'en' | 'bn'): Promise<DeviceState> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { public_key: key } = await api.get<{ public_key: string }>('/api/push/key/');
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON() as Omit<PushSubscriptionInput, 'language'>;
  await api.post('/api/push/subscriptions/', { ...json, language });
  return 'on';
}

/** Forgets this browser's subscription, on the server and in the browser. */
export async function unsubscribeThisDevice(): Promise<DeviceState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('/api/push/subscriptions/', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    }).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
