import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { stableJobId } from '../../lib/jobs.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { publishNotifications } from './notify-users.ts';

/** Recipients looked up and mail jobs queued per statement, so a large course never floods. */
export const RECIPIENT_BATCH = 500;

export type FanOutDeps = { db: Db; bus: EventBus; mailer: MailQueue };

export type MailRecipient = {
  id: number;
  email: string;
  firstName: string;
  language: 'en' | 'bn';
};

/**
 * The delivery job of notifications stored in the change's transaction: pushes each one to its
 * recipient's open event streams and, with `mail`, queues one mail per recipient under an id made
 * of `mail.key` and the recipient, so a rerun after a crash queues no second mail.
 */
export async function fanOutNotifications(
  deps: FanOutDeps,
  notificationIds: readonly number[],
  mail?: { key: readonly (string | number)[]; compose: (recipient: MailRecipient) => Mail },
): Promise<void> {
  for (let start = 0; start < notificationIds.length; start += RECIPIENT_BATCH) {
    const ids = notificationIds.slice(start, start + RECIPIENT_BATCH);
    const notices = await deps.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, ids));
    await publishNotifications(deps.bus, notices);
    if (!mail) continue;
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
        mail: mail.compose(recipient),
        id: stableJobId(...mail.key, recipient.id),
      })),
    );
  }
}
