import type { DbTransaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/community.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';

/**
 * Stores 'payment' notifications (approved or rejected, course_id set, opens
 * /payments) inside the caller's transaction, so they exist exactly when the decision does. Each
 * recipient gets their own wording, so this is not the one-message `insertNotifications`; after
 * the commit, push the rows with `publishNotifications` from the notifications module.
 */
export async function insertPaymentNotices(
  tx: DbTransaction,
  notices: { userId: number; courseId: number; message: string }[],
): Promise<NotificationRow[]> {
  if (notices.length === 0) return [];
  return tx
    .insert(notifications)
    .values(notices.map((notice) => ({ ...notice, type: 'payment' as const })))
    .returning();
}
