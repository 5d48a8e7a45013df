import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import { approvedMail, compose, invitationMail } from '../enrolment/payment-mails.ts';
import { takaFor } from '../enrolment/payment-wording.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import type { PaidOrder } from './order-settlement.ts';
import { orderWording } from './order-wording.ts';

export type OrderDeliveryDeps = {
  bus: EventBus;
  mailer: MailQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/** Queues the mails after commit; the records already exist, so a failure is logged, never raised. */
export async function sendMails(deps: OrderDeliveryDeps, mails: Mail[]): Promise<void> {
  await deps.mailer
    .sendMany(mails.map((mail) => ({ mail })))
    .catch((error: unknown) => deps.log.error({ err: error }, 'order mails not queued'));
}

/** A paid order: live notifications, then the payer's confirmation and the teammates' mails. */
export async function deliverPaidOrder(deps: OrderDeliveryDeps, paid: PaidOrder): Promise<void> {
  const { order, course, payer } = paid;
  await publishNotifications(deps.bus, paid.notices);
  const words = orderWording[payer.language];
  const payerName = `${payer.firstName} ${payer.lastName}`.trim();
  await sendMails(deps, [
    compose(
      payer,
      words.paidSubject(course.title),
      [
        words.paidNotice(course.title, takaFor(order.amount, payer.language), order.invoiceNumber),
        words.receiptLine,
      ],
      `${deps.publicUrl}/payments`,
    ),
    ...paid.enrolledTeammates.map((mate) => approvedMail(mate, course, payerName, deps.publicUrl)),
    ...paid.invitedTeammates.map((mate) =>
      invitationMail({ ...mate, language: payer.language }, course, payerName, deps.publicUrl),
    ),
  ]);
}
