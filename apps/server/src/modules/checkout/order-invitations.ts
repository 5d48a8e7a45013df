import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import { honourTeamInvitations } from '../enrolment/paid-team.ts';

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
  return honourTeamInvitations(
    tx,
    user.id,
    invitations.map(({ orderId, ...invitation }) => ({ ...invitation, paidBy: { orderId } })),
    (teammateId, userId) =>
      tx
        .update(orderTeammates)
        .set({ userId, enrolledAt: sql`now()` })
        .where(eq(orderTeammates.id, teammateId)),
  );
}
