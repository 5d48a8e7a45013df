import type { PushPayload } from '@academy/contract/push';
import { notificationTarget } from '../features/notifications/model/notification-target';
import bnNotifications from '../locales/bn/notifications.json';
import enNotifications from '../locales/en/notifications.json';

const wordings = { en: enNotifications, bn: bnNotifications } as const;
const appNames = { en: 'Academy', bn: 'একাডেমি' } as const;

/**
 * The notification as the device shows it, worded in the language its page was in when it
 * subscribed, from the same strings as the bell (docs/decisions/018); the English sentence the
 * server stored when a key has no wording.
 */
export function showPushedNotification(
  worker: ServiceWorkerGlobalScope,
  payload: PushPayload,
): Promise<void> {
  const { notification, language } = payload;
  const strings = wordings[language];
  const template = notification.text ? strings.text[notification.text.key] : undefined;
  const params: Record<string, string | undefined> = notification.text?.params ?? {};
  const body = template
    ? template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '')
    : notification.message;
  const kind = strings.types[notification.related_object_type];
  return worker.registration.showNotification(`${kind} · ${appNames[language]}`, {
    body,
    lang: language,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    // One notification per stored one: a retried push replaces it rather than adding a second.
    tag: `notification-${notification.id}`,
    data: { url: notificationTarget(notification) ?? '/notifications' },
  });
}

/** A click opens the notification's page: in a window of the app already open, else a new one. */
export async function openNotificationPage(
  worker: ServiceWorkerGlobalScope,
  notification: Notification,
): Promise<void> {
  notification.close();
  const { url } = (notification.data ?? {}) as { url?: string };
  const target = new URL(url ?? '/notifications', worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (open) {
    await open.focus();
    await open.navigate(target);
    return;
  }
  await worker.clients.openWindow(target);
}
