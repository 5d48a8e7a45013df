import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  couponRedemptions,
  enrollments,
  paymentSubmissions,
  paymentTeammates,
} from '../db/schema/enrolment.ts';
import { lessonProgress, reviews as reviewsTable } from '../db/schema/learning.ts';
import { coupons } from '../db/schema/pricing.ts';
import { coupons as seedCoupons } from './content/coupons.ts';
import { enrolments, reviews } from './content/enrolments.ts';
import { payments } from './content/payments.ts';
import { people, userIds } from './content/people.ts';
import type { SeedPayment } from './content/types.ts';
import type { DemoClock } from './demo-clock.ts';
import type { LessonIdsByCourse } from './insert-course-content.ts';

const studentsByType = { single: 1, duo: 2, trio: 3 } as const;

function personOf(userId: number) {
  const person = people.find((candidate) => candidate.id === userId);
  if (!person) throw new Error(`Demo data names unknown user ${userId}`);
  return person;
}

function couponIdOf(code: string | null): number | null {
  if (code === null) return null;
  const coupon = seedCoupons.find((candidate) => candidate.code === code);
  if (!coupon) throw new Error(`Demo payment uses unknown coupon ${code}`);
  return coupon.id;
}

/** Staff decide a day after submission, never later than the moment of seeding. */
function reviewedAt(payment: SeedPayment, clock: DemoClock): Date | null {
  if (payment.status === 'pending') return null;
  return clock.daysAgo(Math.max(payment.createdDaysAgo - 1, 0));
}

/**
 * Inserts the bKash payments (approved, one pending, one rejected), duo teammates, the coupon
 * redemption behind a discounted payment, enrolments with their completed lessons, and reviews.
 */
export async function insertEnrolments(
  tx: Db,
  clock: DemoClock,
  lessonIdsByCourse: LessonIdsByCourse,
): Promise<void> {
  await insertPayments(tx, clock);

  const progressRows: (typeof lessonProgress.$inferInsert)[] = [];
  const enrolmentRows = enrolments.map((enrolment) => {
    const enrolledAt = clock.daysAgo(enrolment.enrolledDaysAgo);
    const lessonIds = lessonIdsByCourse.get(enrolment.courseId) ?? [];
    const done = lessonIds.slice(0, enrolment.completedLessonCount);
    // Spread completions evenly between enrolling and now, oldest lesson first.
    const step = enrolment.enrolledDaysAgo / (done.length + 1);
    done.forEach((lessonId, index) =>
      progressRows.push({
        userId: enrolment.userId,
        lessonId,
        courseId: enrolment.courseId,
        completedAt: clock.daysAgo(enrolment.enrolledDaysAgo - step * (index + 1)),
      }),
    );
    return {
      userId: enrolment.userId,
      courseId: enrolment.courseId,
      enrolledAt,
      source: enrolment.paymentId === null ? ('free' as const) : ('payment' as const),
      paymentId: enrolment.paymentId,
      lastLessonId: done.at(-1) ?? null,
    };
  });
  await tx.insert(enrollments).values(enrolmentRows);
  if (progressRows.length > 0) await tx.insert(lessonProgress).values(progressRows);

  await tx.insert(reviewsTable).values(
    reviews.map((review) => {
      const createdAt = clock.daysAgo(review.createdDaysAgo);
      return {
        courseId: review.courseId,
        userId: review.userId,
        rating: review.rating,
        comment: review.comment,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

async function insertPayments(tx: Db, clock: DemoClock): Promise<void> {
  await tx.insert(paymentSubmissions).values(
    payments.map((payment) => {
      const createdAt = clock.daysAgo(payment.createdDaysAgo);
      const decidedAt = reviewedAt(payment, clock);
      return {
        id: payment.id,
        userId: payment.userId,
        courseId: payment.courseId,
        paymentType: payment.paymentType,
        students: studentsByType[payment.paymentType],
        senderNumber: payment.senderNumber,
        transactionId: payment.transactionId,
        couponId: couponIdOf(payment.couponCode),
        couponCode: payment.couponCode,
        paidAmount: payment.paidAmount,
        computedAmount: payment.computedAmount,
        status: payment.status,
        reason: payment.reason,
        reviewedBy: decidedAt === null ? null : userIds.admin,
        reviewedAt: decidedAt,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      };
    }),
  );

  const teammateRows = payments.flatMap((payment) =>
    payment.teammateIds.map((userId, index) => {
      const person = personOf(userId);
      return {
        paymentId: payment.id,
        position: index + 1,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email.toLowerCase(),
        number: person.phone,
        userId,
        enrolledAt: payment.status === 'approved' ? reviewedAt(payment, clock) : null,
      };
    }),
  );
  if (teammateRows.length > 0) await tx.insert(paymentTeammates).values(teammateRows);

  // A coupon counts as used once its payment is approved; pending and rejected ones do not.
  const redemptionRows = payments.flatMap((payment) => {
    const couponId = couponIdOf(payment.couponCode);
    if (couponId === null || payment.status !== 'approved') return [];
    return [
      {
        couponId,
        userId: payment.userId,
        paymentId: payment.id,
        createdAt: clock.daysAgo(payment.createdDaysAgo),
      },
    ];
  });
  if (redemptionRows.length === 0) return;
  await tx.insert(couponRedemptions).values(redemptionRows);
  const usesByCoupon = new Map<number, number>();
  for (const row of redemptionRows) {
    usesByCoupon.set(row.couponId, (usesByCoupon.get(row.couponId) ?? 0) + 1);
  }
  for (const [couponId, usedCount] of usesByCoupon) {
    await tx.update(coupons).set({ usedCount }).where(eq(coupons.id, couponId));
  }
}
