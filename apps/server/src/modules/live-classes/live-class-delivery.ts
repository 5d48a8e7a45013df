import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { stableJobId, type Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { composeLiveClassMail } from './live-class-mail.ts';

export const LIVE_CLASS_CHANGE_QUEUE = 'live-class-change';

/** Learners looked up and mail jobs queued per statement, so a large course never floods. */
const RECIPIENT_BATCH = 500;

/** What the change job needs; queued in the change's own transaction. */
export type LiveClassChangeDelivery = {
  /** Unique per change, so a rerun after a crash queues no second mail. */
  changeId: string;
  kind: 'scheduled' | 'moved' | 'cancelled';
  courseId: number;
  courseTitle: string;
  title: string;
  startTimes: string[];
  notificationIds: number[];
};

export type DeliveryDeps = { db: Db; bus: EventBus; mailer: MailQueue; publicUrl: string };

export async function queueLiveClassChange(
  jobs: Jobs,
  tx: Db,
  delivery: LiveClassChangeDelivery,
): Promise<void> {
  await jobs.send(LIVE_CLASS_CHANGE_QUEUE, delivery, { tx });
}

/**
 * The change's job: pushes each learner's stored notification to their open event streams and,
 * when classes moved or were cancelled, queues one mail per learner in their language.
 */
export async function deliverLiveClassChange(
  deps: DeliveryDeps,
  delivery: LiveClassChangeDelivery,
): Promise<void> {
  for (let start = 0; start < delivery.notificationIds.length; start += RECIPIENT_BATCH) {
    const ids = delivery.notificationIds.slice(start, start + RECIPIENT_BATCH);
    const notices = await deps.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, ids));
    await publishNotifications(deps.bus, notices);
    if (delivery.kind === 'scheduled') continue;
    const kind = delivery.kind;
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
    const mail = {
      kind,
      courseId: delivery.courseId,
      courseTitle: delivery.courseTitle,
      title: delivery.title,
      startTimes: delivery.startTimes.map((time) => new Date(time)),
    };
    await deps.mailer.sendMany(
      recipients.map((recipient) => ({
        mail: composeLiveClassMail(mail, recipient, deps.publicUrl),
        id: stableJobId('live-class-mail', delivery.changeId, recipient.id),
      })),
    );
  }
}
