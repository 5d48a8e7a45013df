import type { Enrollment, Payment } from '@academy/contract/enrolment';
import type { paymentSubmissions } from '../../db/schema/enrolment.ts';
import type { EnrollmentRow } from './enrolment-service.ts';

type PaymentRow = typeof paymentSubmissions.$inferSelect;

/** A submission as its learner sees it (GET /api/payments/): no staff-only fields. */
export function presentPayment(row: PaymentRow, courseTitle: string): Payment {
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: courseTitle,
    payment_type: row.paymentType,
    students: row.students,
    paid_amount: row.paidAmount,
    transaction_id: row.transactionId,
    coupon_code: row.couponCode,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** An enrollment as the API answers it. */
export function presentEnrollment(row: EnrollmentRow): Enrollment {
  return {
    enrollment_id: row.id,
    course: row.courseId,
    course_title: row.courseTitle,
    thumbnail: row.thumbnail,
    enrolled_at: row.enrolledAt.toISOString(),
  };
}
