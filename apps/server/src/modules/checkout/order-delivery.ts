import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/community.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { stableJobId, type Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import { personColumns } from '../enrolment/paid-team.ts';
import { approvedMail, compose, invitationMail } from '../enrolment/payment-mails.ts';
import { takaFor } from '../enrolment/payment-wording.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { receiptAttachment } from './order-receipt.ts';
import { orderWording } from './order-wording.ts';

/** Tells everybody about a paid order: live notifications and mails (see deliverPaidOrder). */
export const ORDER_DELIVERY_QUEUE = 'order-paid-delivery';

/** What the payment's transaction decided, so the job tells exactly those people. */
export type OrderDelivery = {
  orderId: number;
  noticeIds: number[];
  enrolledTeammateIds: number[];
  invitedTeammates: { email: string; name: string }[];
};

export type OrderDeliveryDeps = {
  db: Db;
  bus: EventBus;
  mailer: MailQueue;
  publicUrl: string;
  vatPercent: number | null;
};

/** Queued in the payment's own transaction (recordPayment): paid means told, rolled back means silent. */
export async function queueOrderDelivery(jobs: Jobs, tx: Db, delivery: OrderDelivery) {
  await jobs.send(ORDER_DELIVERY_QUEUE, delivery, {
    tx,
    id: stableJobId('order-paid', delivery.orderId),
  });
}

/**
 * The paid order's job: pushes the stored notifications to open event streams, then queues the
 * payer's confirmation (the PDF receipt attached) and the teammates' mails. Mail job ids derive
 * from the order and recipient, so a rerun after a crash queues no second mail.
 */
export async function deliverPaidOrder(deps: OrderDeliveryDeps, delivery: OrderDelivery) {
  const notices =
    delivery.noticeIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(notifications)
          .where(inArray(notifications.id, delivery.noticeIds));
  await publishNotifications(deps.bus, notices);
  const receipt = await receiptAttachment(deps.db, delivery.orderId, deps);
  if (!receipt) return;
  const { order, courseTitle, attachment } = receipt;
  const course = { id: order.courseId, title: courseTitle };
  const [payer] = await deps.db.select(personColumns).from(users).where(eq(users.id, order.userId));
  const teammates =
    delivery.enrolledTeammateIds.length === 0
      ? []
      : await deps.db
          .select(personColumns)
          .from(users)
          .where(inArray(users.id, delivery.enrolledTeammateIds));
  const words = orderWording[payer!.language];
  const payerName = `${payer!.firstName} ${payer!.lastName}`.trim();
  const confirmation: Mail = {
    ...compose(
      payer!,
      words.paidSubject(course.title),
      [
        words.paidNotice(course.title, takaFor(order.amount, payer!.language), order.invoiceNumber),
        words.receiptLine,
      ],
      `${deps.publicUrl}/payments`,
    ),
    attachments: [attachment],
  };
  const mails: { mail: Mail; to: string }[] = [
    { mail: confirmation, to: payer!.email },
    ...teammates.map((mate) => ({
      mail: approvedMail(mate, course, payerName, deps.publicUrl),
      to: mate.email,
    })),
    ...delivery.invitedTeammates.map((mate) => ({
      mail: invitationMail(
        { ...mate, language: payer!.language },
        course,
        payerName,
        deps.publicUrl,
      ),
      to: mate.email,
    })),
  ];
  await deps.mailer.sendMany(
    mails.map(({ mail, to }) => ({ mail, id: stableJobId('order-paid-mail', order.id, to) })),
  );
}
