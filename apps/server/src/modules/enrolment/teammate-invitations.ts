import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { honourTeamInvitations } from './paid-team.ts';

/**
 * Honours approved duo and trio payments that named this email as a teammate before the account
 * existed (honourTeamInvitations). Runs inside the transaction that verifies the account
 * (accounts' afterEmailVerified), so both commit together. Returns the ids of the courses the user
 * was enrolled in.
 */
export async function claimTeammateInvitations(
  tx: DbTransaction,
  user: { id: number; email: string },
): Promise<number[]> {
  const email = user.email.toLowerCase();
  const invitations = await tx
    .select({
      teammateId: paymentTeammates.id,
      paymentId: paymentSubmissions.id,
      courseId: paymentSubmissions.courseId,
      courseTitle: courses.title,
      payerFirstName: users.firstName,
      payerLastName: users.lastName,
    })
    .from(paymentTeammates)
    .innerJoin(paymentSubmissions, eq(paymentSubmissions.id, paymentTeammates.paymentId))
    .innerJoin(courses, eq(courses.id, paymentSubmissions.courseId))
    .innerJoin(users, eq(users.id, paymentSubmissions.userId))
    .where(
      and(
        eq(paymentTeammates.email, email),
        isNull(paymentTeammates.enrolledAt),
        eq(paymentSubmissions.status, 'approved'),
      ),
    )
    .orderBy(paymentSubmissions.id)
    // One transaction verifying this account at a time is guaranteed by accounts; this keeps a
    // concurrent approval from linking the same row twice.
    .for('update', { of: paymentTeammates });
  return honourTeamInvitations(
    tx,
    user.id,
    invitations.map(({ paymentId, ...invitation }) => ({ ...invitation, paidBy: { paymentId } })),
    (teammateId, userId) =>
      tx
        .update(paymentTeammates)
        .set({ userId, enrolledAt: sql`now()` })
        .where(eq(paymentTeammates.id, teammateId)),
  );
}
