import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, notifications } from '../../db/schema/community.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { presentAnnouncement } from './announcement-presenter.ts';
import { findAnnouncementRow } from './announcement-rows.ts';
import { fanOutNotifications, type MailRecipient } from '../notifications/notification-fan-out.ts';
import { insertNotifications } from '../notifications/notify-users.ts';
import { queueWebPushes } from '../push/push-delivery.ts';

export const ANNOUNCEMENT_DELIVERY_QUEUE = 'announcement-delivery';

export type AnnouncementDelivery = {
  announcementId: number;
  /** Jobs queued before migration 0024 carry the notifications stored with the announcement. */
  notificationIds?: number[];
};

/** Learners told per batch: a notification each, then their pushes and mail jobs. */
const LEARNER_BATCH = 1_000;

export type DeliveryDeps = {
  db: Db;
  bus: EventBus;
  jobs: Jobs;
  mailer: MailQueue;
  publicUrl: string;
};

/** Queued in the announcement's own transaction (see createAnnouncement). */
export async function queueAnnouncementDelivery(
  jobs: Jobs,
  tx: Db,
  delivery: AnnouncementDelivery,
): Promise<void> {
  await jobs.send(ANNOUNCEMENT_DELIVERY_QUEUE, delivery, { tx });
}

/**
 * The announcement's job: in batches of learners enrolled in the course (the author aside), stores
 * each one's notification, pushes it to their open event streams and queues their device pushes
 * and mail. A rerun
 * after a crash stores no notification twice (one per learner and announcement) and queues no mail
 * twice (the mail and device-push jobs' ids derive from the announcement or notification and the
 * learner); it pushes a batch that
 * was under way again, which the bell shows once.
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
  const mail = {
    key: ['announcement-mail', announcement.id],
    compose: (recipient: MailRecipient) =>
      composeAnnouncementMail(announcement, recipient, deps.publicUrl),
  };
  if (delivery.notificationIds) {
    await fanOutNotifications(deps, delivery.notificationIds, mail);
    return;
  }
  const [posted] = await deps.db
    .select({ authorId: announcements.authorId })
    .from(announcements)
    .where(eq(announcements.id, announcement.id));
  const notice = {
    type: 'announcement' as const,
    text: {
      key: 'announcement' as const,
      params: { course: announcement.courseTitle, title: announcement.title },
    },
    course_id: announcement.courseId,
  };
  for (let after = 0; ;) {
    const learners = await deps.db
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.courseId, announcement.courseId),
          gt(enrollments.userId, after),
          posted?.authorId == null ? undefined : ne(enrollments.userId, posted.authorId),
        ),
      )
      .orderBy(asc(enrollments.userId))
      .limit(LEARNER_BATCH);
    if (learners.length === 0) return;
    const userIds = learners.map((learner) => learner.userId);
    const inserted = await insertNotifications(deps.db, userIds, notice, {
      announcementId: announcement.id,
    });
    // Only a rerun finds some stored already: then the batch's rows are read back whole.
    const stored =
      inserted.length === userIds.length
        ? inserted
        : await deps.db
            .select()
            .from(notifications)
            .where(
              and(
                eq(notifications.announcementId, announcement.id),
                inArray(notifications.userId, userIds),
              ),
            );
    await queueWebPushes(deps.jobs, deps.db, stored);
    await fanOutNotifications(
      deps,
      stored.map((notification) => notification.id),
      mail,
    );
    after = userIds.at(-1)!;
  }
}
