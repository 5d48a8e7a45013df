import { and, inArray, isNotNull } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrolUsers } from './enrolment-service.ts';

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

/**
 * Enrols the payer of a paid course and each teammate named on the payment who has a verified
 * account (found by email, in one statement), and links those teammates' rows to their accounts
 * with `linkTeammate`. The others are invited by mail once the payment's transaction commits.
 * Used by the staff's approval of a manual payment and by a gateway's confirmed order alike.
 */
export async function enrolPaidTeam(
  tx: DbTransaction,
  team: {
    courseId: number;
    payerId: number;
    teammates: readonly Teammate[];
    /** What paid for the places: a manual payment or an online order. */
    paidBy: { paymentId: number } | { orderId: number };
    linkTeammate: (teammateId: number, userId: number) => Promise<unknown>;
  },
): Promise<{ enrolled: Person[]; invited: { email: string; name: string }[] }> {
  const emails = team.teammates.map((mate) => mate.email);
  const accounts: Person[] =
    emails.length === 0
      ? []
      : await tx
          .select(personColumns)
          .from(users)
          .where(and(inArray(users.email, emails), isNotNull(users.emailVerifiedAt)));
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  await enrolUsers(
    tx,
    team.courseId,
    [team.payerId, ...accounts.map((account) => account.id)],
    'payment',
    'paymentId' in team.paidBy ? team.paidBy.paymentId : null,
    'orderId' in team.paidBy ? team.paidBy.orderId : null,
  );
  for (const mate of team.teammates) {
    const account = byEmail.get(mate.email);
    if (account) await team.linkTeammate(mate.id, account.id);
  }
  return {
    enrolled: team.teammates.flatMap((mate) => byEmail.get(mate.email) ?? []),
    invited: team.teammates
      .filter((mate) => !byEmail.has(mate.email))
      .map((mate) => ({ email: mate.email, name: mate.name })),
  };
}
