import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentOrders } from '../../db/schema/orders.ts';

/** What a receipt prints, for a paid (or since refunded) order; undefined otherwise. */
export async function loadReceipt(db: Db, invoiceNumber: string) {
  const [row] = await db
    .select({
      order: paymentOrders,
      courseTitle: courses.title,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(paymentOrders)
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.invoiceNumber, invoiceNumber));
  if (!row || !row.order.paidAt || !row.order.gatewayTrxId) return undefined;
  return {
    userId: row.order.userId,
    invoiceNumber: row.order.invoiceNumber,
    paidAt: row.order.paidAt,
    payerName: `${row.firstName} ${row.lastName}`.trim(),
    payerEmail: row.email,
    courseTitle: row.courseTitle,
    students: row.order.students,
    gateway: row.order.gateway,
    transactionId: row.order.gatewayTrxId,
    amount: row.order.amount,
    refundedAmount: row.order.refundedAmount,
  };
}
