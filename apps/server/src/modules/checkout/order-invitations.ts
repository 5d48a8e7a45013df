import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import { enrolUsers } from '../enrolment/enrolment-service.ts';
import { insertPaymentNotices } from '../enrolment/payment-notifications.ts';
import { paymentWording } from '../enrolment/payment-wording.ts';

/**
 * Honours paid duo and trio orders that named this email before the account existed, as
 * claimTeammateInvitations does for manual payments; runs in the transaction that verifies the
 * account. Returns the ids of the courses the user was enrolled in.
 */
export async function claimOrderTeammateInvitations(
  tx: DbTransaction,
  user: { id: number; email: string },
): Promise<number[]> {
  const invitations = await tx
    .select({
      teammateId: orderTeammates.id,
      orderId: paymentOrders.id,
      courseId: paymentOrders.courseId,
      courseTitle: courses.title,
      payerFirstName: users.firstName,
      payerLastName: users.lastName,
    })
    .from(orderTeammates)
    .innerJoin(paymentOrders, eq(paymentOrders.id, orderTeammates.orderId))
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(
      and(
        eq(orderTeammates.email, user.email.toLowerCase()),
        isNull(orderTeammates.enrolledAt),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .orderBy(paymentOrders.id)
    .for('update', { of: orderTeammates });
  if (invitations.length === 0) return [];
  const [account] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, user.id));
  const words = paymentWording[account?.language ?? 'en'];
  for (const invitation of invitations) {
    await enrolUsers(tx, invitation.courseId, [user.id], 'payment', null, invitation.orderId);
    await tx
      .update(orderTeammates)
      .set({ userId: user.id, enrolledAt: sql`now()` })
      .where(eq(orderTeammates.id, invitation.teammateId));
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
  return [...new Set(invitations.map((invitation) => invitation.courseId))];
}
