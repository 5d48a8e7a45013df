import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { stableJobId, type Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { presentAnnouncement } from './announcement-presenter.ts';
import { findAnnouncementRow } from './announcements-service.ts';
import { publishNotifications } from '../notifications/notify-users.ts';

export const ANNOUNCEMENT_DELIVERY_QUEUE = 'announcement-delivery';

/** Recipients looked up and mail jobs queued per statement, so a large course never floods. */
const RECIPIENT_BATCH = 500;

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
  for (let start = 0; start < delivery.notificationIds.length; start += RECIPIENT_BATCH) {
    const ids = delivery.notificationIds.slice(start, start + RECIPIENT_BATCH);
    const notices = await deps.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, ids));
    await publishNotifications(deps.bus, notices);
    const recipients = await deps.db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(inArray(notifications.id, ids))
      .orderBy(asc(users.id));
    await deps.mailer.sendMany(
      recipients.map((recipient) => ({
        mail: composeAnnouncementMail(announcement, recipient, deps.publicUrl),
        id: stableJobId('announcement-mail', announcement.id, recipient.id),
      })),
    );
  }
}
