import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import {
  approvedMail,
  invitationMail,
  rejectedMail,
  staffPaymentMail,
  submittedMail,
} from './payment-mails.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import type { PaymentDecision } from './payment-review-service.ts';
import type { SubmittedPayment } from './payment-service.ts';

export type DeliveryDeps = {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
};

/** Sends after commit; the records already exist, so a failed mail is logged, never raised. */
async function sendAll(deps: DeliveryDeps, mails: Mail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      deps.mailer
        .send(mail)
        .catch((error: unknown) =>
          deps.log.error(
            { err: error, to: mail.to, subject: mail.subject },
            'payment mail not delivered',
          ),
        ),
    ),
  );
}

/** A new submission: a receipt for the learner and a heads-up for every staff member. */
export async function deliverSubmission(deps: DeliveryDeps, submitted: SubmittedPayment) {
  const { payment, course, payer } = submitted;
  const staff = await deps.db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  const payerName = `${payer.firstName} ${payer.lastName}`.trim();
  await sendAll(deps, [
    submittedMail(payer, course, payment, deps.publicUrl),
    ...staff.map((member) =>
      staffPaymentMail(member, course, { ...payment, payerName }, deps.publicUrl),
    ),
  ]);
}

/** A staff decision: live notifications, then mails to the payer, teammates and invitees. */
export async function deliverDecision(deps: DeliveryDeps, decision: PaymentDecision) {
  const { payment, course, payer } = decision;
  await publishNotifications(deps.bus, decision.notices);
  const payerName = `${payer.firstName} ${payer.lastName}`.trim();
  const mails =
    payment.status === 'approved'
      ? [
          approvedMail(payer, course, null, deps.publicUrl),
          ...decision.enrolledTeammates.map((mate) =>
            approvedMail(mate, course, payerName, deps.publicUrl),
          ),
          ...decision.invitedTeammates.map((mate) =>
            invitationMail(
              { ...mate, language: payer.language },
              course,
              payerName,
              deps.publicUrl,
            ),
          ),
        ]
      : [rejectedMail(payer, course, payment.reason ?? '', deps.publicUrl)];
  await sendAll(deps, mails);
}
