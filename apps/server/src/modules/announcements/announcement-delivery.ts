import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { presentAnnouncement } from './announcement-presenter.ts';
import { findAnnouncementRow } from './announcement-rows.ts';
import { fanOutNotifications } from '../notifications/notification-fan-out.ts';

export const ANNOUNCEMENT_DELIVERY_QUEUE = 'announcement-delivery';

export type AnnouncementDelivery = { announcementId: number; notificationIds: number[] };

export type DeliveryDeps = { db: Db; bus: EventBus; mailer: MailQueue; publicUrl: string };

/** Queued in the announcement's own transaction (see createAnnouncement). */
export async function queueAnnouncementDelivery(
  jobs: Jobs,
  tx: Db,
  delivery: AnnouncementDelivery,
): Promise<void> {
  await jobs.send(ANNOUNCEMENT_DELIVERY_QUEUE, delivery, { tx });
}

/**
 * The announcement's job: pushes each learner's stored notification to their open event streams
 * and queues one mail job per learner. Mail job ids derive from the announcement and learner, so
 * a rerun after a crash queues no second mail.
 */
export async function deliverAnnouncement(
  deps: DeliveryDeps,
  delivery: AnnouncementDelivery,
): Promise<void> {
  const row = await findAnnouncementRow(deps.db, delivery.announcementId);
  if (!row) return;
  const announcement = {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    title: row.title,
    content: row.content,
    authorName: presentAnnouncement(row).instructor_name,
  };
  await fanOutNotifications(deps, delivery.notificationIds, {
    key: ['announcement-mail', announcement.id],
    compose: (recipient) => composeAnnouncementMail(announcement, recipient, deps.publicUrl),
  });
}
