import type { FastifyBaseLogger } from 'fastify';
import type { DbTransaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';

export type PaymentNotice = {
  id: number;
  userId: number;
  courseId: number;
  message: string;
  createdAt: Date;
};

/**
 * Stores 'payment' notifications (ARCHITECTURE: approved or rejected, course_id set, opens
 * /payments) inside the caller's transaction, so they exist exactly when the decision does.
 */
export async function insertPaymentNotices(
  tx: DbTransaction,
  notices: { userId: number; courseId: number; message: string }[],
): Promise<PaymentNotice[]> {
  if (notices.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(notices.map((notice) => ({ ...notice, type: 'payment' as const })))
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      courseId: notifications.courseId,
      message: notifications.message,
      createdAt: notifications.createdAt,
    });
  return rows.map((row) => ({ ...row, courseId: row.courseId! }));
}

/** After commit: pushes each notice to its user's open event streams; failures are only logged. */
export async function publishPaymentNotices(
  bus: EventBus,
  log: FastifyBaseLogger,
  notices: PaymentNotice[],
): Promise<void> {
  await Promise.all(
    notices.map((notice) =>
      bus
        .publish(notice.userId, {
          type: 'notification',
          data: {
            id: notice.id,
            message: notice.message,
            is_read: false,
            created_at: notice.createdAt.toISOString(),
            related_object_type: 'payment',
            course_id: notice.courseId,
            forum_topic_id: null,
          },
        })
        .catch((error: unknown) =>
          log.warn({ err: error, userId: notice.userId }, 'payment notification push failed'),
        ),
    ),
  );
}
