import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { enrolUsers } from './enrolment-service.ts';
import { insertPaymentNotices } from './payment-notifications.ts';
import { paymentWording } from './payment-wording.ts';

/**
 * Honours approved duo and trio payments that named this email as a teammate before the account
 * existed: the new learner is enrolled in each such course, the teammate row is linked to the
 * account and a 'payment' notification says who enrolled them. Runs inside the transaction that
 * verifies the account (accounts' afterEmailVerified), so both commit together. Returns the ids of
 * the courses the user was enrolled in.
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
  if (invitations.length === 0) return [];

  const [account] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, user.id));
  const words = paymentWording[account?.language ?? 'en'];
  const enrolledCourses: number[] = [];
  for (const invitation of invitations) {
    await enrolUsers(tx, invitation.courseId, [user.id], 'payment', invitation.paymentId);
    await tx
      .update(paymentTeammates)
      .set({ userId: user.id, enrolledAt: sql`now()` })
      .where(eq(paymentTeammates.id, invitation.teammateId));
    if (!enrolledCourses.includes(invitation.courseId)) enrolledCourses.push(invitation.courseId);
  }
  await insertPaymentNotices(
    tx,
    invitations.map((invitation) => ({
      userId: user.id,
      courseId: invitation.courseId,
      message: words.teammateNotice(
        `${invitation.payerFirstName} ${invitation.payerLastName}`.trim(),
        invitation.courseTitle,
      ),
    })),
  );
  return enrolledCourses;
}
