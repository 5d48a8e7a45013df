import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { paymentSubmissions } from '../../db/schema/enrolment.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import { enrolUsers } from './enrolment-service.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { insertPaymentNotices } from './payment-notifications.ts';
import { paymentWording } from './payment-wording.ts';

/** What a payment's notices and mails say of a person: their name, address and language. */
export const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
};
export type Person = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'bn';
};

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

type Teammate = { id: number; email: string; name: string };
/** What paid for the places: a manual payment or an online order. */
type PaidBy = { paymentId: number } | { orderId: number };

/**
 * Enrols in a course as paid by `paidBy` (enrolUsers' payment and order columns), in the cohort
 * the payment or order holds its places in.
 */
async function enrolPaid(tx: DbTransaction, courseId: number, userIds: number[], paidBy: PaidBy) {
  const [paid] =
    'paymentId' in paidBy
      ? await tx
          .select({ cohortId: paymentSubmissions.cohortId })
          .from(paymentSubmissions)
          .where(eq(paymentSubmissions.id, paidBy.paymentId))
      : await tx
          .select({ cohortId: paymentOrders.cohortId })
          .from(paymentOrders)
          .where(eq(paymentOrders.id, paidBy.orderId));
  return enrolUsers(tx, courseId, userIds, 'payment', {
    ...paidBy,
    cohortId: paid?.cohortId ?? null,
  });
}

/**
 * Enrols the payer of a paid course and each teammate named on the payment who has a verified
 * account (found by email, in one statement), and links those teammates' rows to their accounts
 * with `linkTeammate`. The others are invited by mail once the payment's transaction commits.
 * Then the 'payment' notifications: `payerNotice` to the payer, and to each enrolled teammate,
 * in their language, who enrolled them. Used by the staff's approval of a manual payment and by a
 * gateway's confirmed order alike.
 */
export async function enrolPaidTeam(
  tx: DbTransaction,
  team: {
    course: { id: number; title: string };
    payer: Person;
    payerNotice: string;
    teammates: readonly Teammate[];
    paidBy: PaidBy;
    linkTeammate: (teammateId: number, userId: number) => Promise<unknown>;
  },
): Promise<{
  enrolled: Person[];
  invited: { email: string; name: string }[];
  notices: NotificationRow[];
}> {
  const emails = team.teammates.map((mate) => mate.email);
  const accounts: Person[] =
    emails.length === 0
      ? []
      : await tx
          .select(personColumns)
          .from(users)
          .where(and(inArray(users.email, emails), isNotNull(users.emailVerifiedAt)));
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  const { course, payer } = team;
  await enrolPaid(tx, course.id, [payer.id, ...accounts.map((account) => account.id)], team.paidBy);
  for (const mate of team.teammates) {
    const account = byEmail.get(mate.email);
    if (account) await team.linkTeammate(mate.id, account.id);
  }
  const enrolled = team.teammates.flatMap((mate) => byEmail.get(mate.email) ?? []);
  const notices = await insertPaymentNotices(tx, [
    { userId: payer.id, courseId: course.id, message: team.payerNotice },
    ...enrolled.map((mate) => ({
      userId: mate.id,
      courseId: course.id,
      message: paymentWording[mate.language].teammateNotice(fullName(payer), course.title),
    })),
  ]);
  return {
    enrolled,
    invited: team.teammates
      .filter((mate) => !byEmail.has(mate.email))
      .map((mate) => ({ email: mate.email, name: mate.name })),
    notices,
  };
}

/** A teammate place paid for this email before its account existed, found and locked by the caller. */
export type TeamInvitation = {
  teammateId: number;
  courseId: number;
  courseTitle: string;
  payerFirstName: string;
  payerLastName: string;
  paidBy: PaidBy;
};

/**
 * Honours the invitations of an account just verified, inside the transaction that verifies it:
 * the learner is enrolled in each course, the teammate row is linked to the account
 * (`linkTeammate`) and a 'payment' notification, in the learner's language, says who enrolled them.
 * Returns the ids of the courses, each once.
 */
export async function honourTeamInvitations(
  tx: DbTransaction,
  userId: number,
  invitations: readonly TeamInvitation[],
  linkTeammate: (teammateId: number, userId: number) => Promise<unknown>,
): Promise<number[]> {
  if (invitations.length === 0) return [];
  const [account] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const words = paymentWording[account?.language ?? 'en'];
  for (const invitation of invitations) {
    await enrolPaid(tx, invitation.courseId, [userId], invitation.paidBy);
    await linkTeammate(invitation.teammateId, userId);
  }
  await insertPaymentNotices(
    tx,
    invitations.map((invitation) => ({
      userId,
      courseId: invitation.courseId,
      message: words.teammateNotice(
        fullName({ firstName: invitation.payerFirstName, lastName: invitation.payerLastName }),
        invitation.courseTitle,
      ),
    })),
  );
  return [...new Set(invitations.map((invitation) => invitation.courseId))];
}
