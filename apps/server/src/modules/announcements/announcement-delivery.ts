import { asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { composeAnnouncementMail, type AnnouncementMailInput } from './announcement-mail.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { publishNotifications } from '../notifications/notify-users.ts';

/** Recipients looked up per query and mails sent at once, so a large course never floods. */
const RECIPIENT_BATCH = 500;
const MAIL_CONCURRENCY = 10;

export type DeliveryDeps = {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/**
 * After the announcement is committed: pushes each learner's new notification to their open
 * event streams and mails them, in batches. It runs off the request's critical path; the
 * notifications are already stored, so a failed push or mail is logged, never raised.
 */
export async function deliverAnnouncement(
  deps: DeliveryDeps,
  announcement: AnnouncementMailInput & { id: number },
  notices: NotificationRow[],
): Promise<void> {
  await publishNotifications(deps.bus, notices);
  for (let start = 0; start < notices.length; start += RECIPIENT_BATCH) {
    const ids = notices.slice(start, start + RECIPIENT_BATCH).map((notice) => notice.userId);
    const recipients = await deps.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id));
    for (let at = 0; at < recipients.length; at += MAIL_CONCURRENCY) {
      await Promise.all(
        recipients.slice(at, at + MAIL_CONCURRENCY).map(async (recipient) => {
          try {
            await deps.mailer.send(
              composeAnnouncementMail(announcement, recipient, deps.publicUrl),
            );
          } catch (error) {
            deps.log.error(
              { err: error, announcementId: announcement.id, to: recipient.email },
              'announcement mail not delivered',
            );
          }
        }),
      );
    }
  }
}

/** Background jobs of one app: started without waiting, awaited when the app closes. */
export function createBackgroundJobs(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(job: () => Promise<void>) {
      const promise = job()
        .catch((error: unknown) => log.error({ err: error }, 'background job failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
