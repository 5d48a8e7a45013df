import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import {
  approvedMail,
  invitationMail,
  rejectedMail,
  staffPaymentMail,
  submittedMail,
} from './payment-mails.ts';
import type { PaymentDecision } from './payment-review-service.ts';
import type { SubmittedPayment } from './payment-service.ts';

export type DeliveryDeps = { mailer: MailQueue; publicUrl: string };

/** Queues the mails in the transaction `tx` of the change they announce (outbox pattern). */
async function queueAll(deps: DeliveryDeps, tx: Db, mails: Mail[]): Promise<void> {
  await deps.mailer.sendMany(
    mails.map((mail) => ({ mail })),
    { tx },
  );
}

/** A new submission: a receipt for the learner and a heads-up for every staff member. */
export async function queueSubmissionMails(
  deps: DeliveryDeps,
  tx: Db,
  submitted: SubmittedPayment,
) {
  const { payment, course, payer } = submitted;
  const staff = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  const payerName = `${payer.firstName} ${payer.lastName}`.trim();
  await queueAll(deps, tx, [
    submittedMail(payer, course, payment, deps.publicUrl),
    ...staff.map((member) =>
      staffPaymentMail(member, course, { ...payment, payerName }, deps.publicUrl),
    ),
  ]);
}

/** A staff decision: mails to the payer, teammates and invitees. */
export async function queueDecisionMails(deps: DeliveryDeps, tx: Db, decision: PaymentDecision) {
  const { payment, course, payer } = decision;
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
  await queueAll(deps, tx, mails);
}
