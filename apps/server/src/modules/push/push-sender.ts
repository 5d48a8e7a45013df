import webPush from 'web-push';
import type { Config } from '../../config.ts';

/** How long a push service may take to take a message (RFC 8030). */
const PUSH_TIMEOUT_MS = 30_000;
/** How long a push service keeps a message for a device that is off (RFC 8030). */
const TTL_SECONDS = 24 * 60 * 60;

export type PushDevice = { endpoint: string; p256dh: string; auth: string };

/**
 * Sends one encrypted message to one device's push service: web-push signs the VAPID token
 * (RFC 8292) and encrypts the payload (RFC 8291, aes128gcm); the request goes out with fetch so
 * that its time is bounded. 'gone': the push service no longer knows the subscription (404 or
 * 410, RFC 8030) and it must be dropped. Any other failure throws, and the job retries.
 */
export async function sendWebPush(
  keys: Config['webPush'],
  device: PushDevice,
  payload: string,
): Promise<'sent' | 'gone'> {
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    {
      vapidDetails: {
        subject: keys.subject,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status !== 201 && !response.ok) {
    throw new Error(`The push service answered ${response.status}`);
  }
  return 'sent';
}
