import type { PushPayload } from '@academy/contract/push';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/community.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { stableJobId, type Jobs } from '../../lib/jobs.ts';
import {
  presentNotification,
  type NotificationRow,
} from '../notifications/notification-presenter.ts';
import { PUSHED_TEXT_KEYS } from './push-kinds.ts';
import { sendWebPush } from './push-sender.ts';
import { readPushPreferences } from './subscription-service.ts';

/** One job per notification worth a push: finds the recipient's devices. */
export const WEB_PUSH_QUEUE = 'web-push';
/** One job per notification and device: the request to that device's push service. */
export const WEB_PUSH_SEND_QUEUE = 'web-push-send';

export type WebPushJob = { notificationId: number };
export type WebPushSendJob = { notificationId: number; subscriptionId: number };
export type PushDeps = { db: Db; jobs: Jobs; webPush: Config['webPush'] };

/**
 * In the transaction that stored the notifications: a push job for each kind that is pushed
 * (push-kinds.ts), under a stable id, so a retried caller queues each once.
 */
export async function queueWebPushes(
  jobs: Jobs,
  tx: Db,
  rows: readonly NotificationRow[],
): Promise<void> {
  const pushed = rows.filter((row) => row.textKey && PUSHED_TEXT_KEYS[row.textKey]);
  if (pushed.length === 0) return;
  await jobs.sendMany<WebPushJob>(
    WEB_PUSH_QUEUE,
    pushed.map((row) => ({
      payload: { notificationId: row.id },
      id: stableJobId(WEB_PUSH_QUEUE, row.id),
    })),
    { tx },
  );
}

/** The recipient's devices each get a send job, unless they turned this kind off. */
export async function fanOutWebPush(deps: PushDeps, job: WebPushJob): Promise<void> {
  const [row] = await deps.db
    .select({ userId: notifications.userId, textKey: notifications.textKey })
    .from(notifications)
    .where(eq(notifications.id, job.notificationId));
  const preference = row?.textKey ? PUSHED_TEXT_KEYS[row.textKey] : undefined;
  if (!row || !preference) return;
  if (!(await readPushPreferences(deps.db, row.userId))[preference]) return;
  const devices = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  if (devices.length === 0) return;
  await deps.jobs.sendMany<WebPushSendJob>(
    WEB_PUSH_SEND_QUEUE,
    devices.map((device) => ({
      payload: { notificationId: job.notificationId, subscriptionId: device.id },
      id: stableJobId(WEB_PUSH_SEND_QUEUE, job.notificationId, device.id),
    })),
  );
}

/** One message to one device; a subscription its push service calls gone is dropped. */
export async function sendToDevice(deps: PushDeps, job: WebPushSendJob): Promise<void> {
  const [device] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, job.subscriptionId));
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, job.notificationId));
  // Unsubscribed, moved to another account or the notification deleted meanwhile: nothing to say.
  if (!device || !row || device.userId !== row.userId) return;
  const payload: PushPayload = {
    notification: presentNotification(row),
    language: device.language === 'bn' ? 'bn' : 'en',
  };
  const outcome = await sendWebPush(deps.webPush, device, JSON.stringify(payload));
  if (outcome === 'gone') {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  } else {
    await deps.db
      .update(pushSubscriptions)
      .set({ lastSentAt: new Date() })
      .where(eq(pushSubscriptions.id, device.id));
  }
}
