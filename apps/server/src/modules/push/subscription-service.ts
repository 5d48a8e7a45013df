import {
  pushMessages,
  type PushPreferences,
  type PushSubscriptionInput,
} from '@academy/contract/push';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushPreferences, pushSubscriptions } from '../../db/schema/push.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';

/**
 * Keeps this browser's subscription for the caller. The endpoint is the browser's: when another
 * account subscribed on it before, the subscription moves to the caller, so a shared browser only
 * shows the notifications of who signed in last.
 */
export async function subscribeDevice(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  options: { allowHttpEndpoints: boolean },
): Promise<void> {
  if (!input.endpoint.startsWith('https://') && !options.allowHttpEndpoints) {
    throw fieldError('endpoint', pushMessages.endpointNotHttps);
  }
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets the caller's subscription of this browser; 404 when it is not theirs or not there. */
export async function unsubscribeDevice(db: Db, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushMessages.notSubscribed);
}

const ALL_ON: PushPreferences = {
  announcements: true,
  live_classes: true,
  grades: true,
  forum_replies: true,
};

/** The caller's choices; every type on until they turn one off. */
export async function readPushPreferences(db: Db, userId: number): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  if (!row) return ALL_ON;
  return {
    announcements: row.announcements,
    live_classes: row.liveClasses,
    grades: row.grades,
    forum_replies: row.forumReplies,
  };
}

export async function savePushPreferences(
  db: Db,
  userId: number,
  choices: PushPreferences,
): Promise<PushPreferences> {
  const values = {
    announcements: choices.announcements,
    liveClasses: choices.live_classes,
    grades: choices.grades,
    forumReplies: choices.forum_replies,
  };
  await db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values });
  return readPushPreferences(db, userId);
}
