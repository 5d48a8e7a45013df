import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { renderReceiptPdf } from './order-receipt-pdf.ts';

type ReceiptSettings = { vatPercent: number | null; publicUrl: string };

async function loadReceiptRow(db: Db, where: SQL) {
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
    .where(where);
  if (!row || !row.order.paidAt || !row.order.gatewayTrxId) return undefined;
  return {
    order: row.order,
    courseTitle: row.courseTitle,
    receipt: {
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
    },
  };
}

/** What a receipt prints, for a paid (or since refunded) order; undefined otherwise. */
export async function loadReceipt(db: Db, invoiceNumber: string) {
  return (await loadReceiptRow(db, eq(paymentOrders.invoiceNumber, invoiceNumber)))?.receipt;
}

export const receiptFileName = (invoiceNumber: string) => `receipt-${invoiceNumber}.pdf`;

/** The receipt of a paid order as a mail attachment, with the order; undefined when not paid. */
export async function receiptAttachment(db: Db, orderId: number, settings: ReceiptSettings) {
  const found = await loadReceiptRow(db, eq(paymentOrders.id, orderId));
  if (!found) return undefined;
  const pdf = await renderReceiptPdf({ ...found.receipt, ...settings });
  const attachment: MailAttachment = {
    filename: receiptFileName(found.order.invoiceNumber),
    contentType: 'application/pdf',
    contentBase64: Buffer.from(pdf).toString('base64'),
  };
  return { order: found.order, courseTitle: found.courseTitle, attachment };
}
