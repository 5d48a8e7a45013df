import type { AdminPayment } from '@academy/contract/admin';
import { compareMoney } from '@academy/contract/money';
import { presentPayment } from '../enrolment/payment-presenter.ts';
import type { AdminPaymentRow, TeammateRow } from './admin-payments-service.ts';

/** A submission as staff verify it; the teammates are those of this payment. */
export function presentAdminPayment(row: AdminPaymentRow, teammates: TeammateRow[]): AdminPayment {
  const { payment, payer } = row;
  const reviewer =
    row.reviewerFirstName === null
      ? null
      : `${row.reviewerFirstName} ${row.reviewerLastName ?? ''}`.trim();
  return {
    ...presentPayment(payment, row.courseTitle),
    sender_number: payment.senderNumber,
    computed_amount: payment.computedAmount,
    amounts_match: compareMoney(payment.paidAmount, payment.computedAmount) === 0,
    payer: {
      id: payer.id,
      name: `${payer.firstName} ${payer.lastName}`.trim(),
      email: payer.email,
      phone: payer.phone,
    },
    teammates: teammates
      .filter((mate) => mate.paymentId === payment.id)
      .map((mate) => ({
        position: mate.position,
        name: mate.name,
        email: mate.email,
        number: mate.number,
        user_id: mate.accountId,
        enrolled_at: mate.enrolledAt?.toISOString() ?? null,
      })),
    reviewed_by: reviewer,
  };
}
