import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { fanOutNotifications } from '../notifications/notification-fan-out.ts';
import { composeLiveClassMail, type LiveClassMailKind } from './live-class-mail.ts';

export const LIVE_CLASS_CHANGE_QUEUE = 'live-class-change';

/** What the change job needs; queued in the change's (or reminder's) own transaction. */
export type LiveClassChangeDelivery = {
  /** Unique per change (or per reminder), so a rerun after a crash queues no second mail. */
  changeId: string;
  kind: 'scheduled' | LiveClassMailKind;
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
 * except for a newly scheduled class, queues one mail per learner in their language.
 */
export async function deliverLiveClassChange(
  deps: DeliveryDeps,
  delivery: LiveClassChangeDelivery,
): Promise<void> {
  const { kind } = delivery;
  if (kind === 'scheduled') {
    await fanOutNotifications(deps, delivery.notificationIds);
    return;
  }
  const change = {
    kind,
    courseId: delivery.courseId,
    courseTitle: delivery.courseTitle,
    title: delivery.title,
    startTimes: delivery.startTimes.map((time) => new Date(time)),
  };
  await fanOutNotifications(deps, delivery.notificationIds, {
    key: ['live-class-mail', delivery.changeId],
    compose: (recipient) => composeLiveClassMail(change, recipient, deps.publicUrl),
  });
}
