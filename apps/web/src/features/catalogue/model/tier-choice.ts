import type { PriceTier } from '@academy/contract/catalogue';
import { groupTotal, paymentTypeFor, type PaymentType } from '@academy/contract/pricing';

/**
 * The group tier a visitor arrives with: the course detail page reads `students`, `price`,
 * `savings` and `tier` from its query string, e.g. from the home page's pricing
 * cards. The server's tiers are what counts: the query only says which one to preselect, so a
 * doctored price in a link changes nothing.
 */
export function chooseTier(tiers: readonly PriceTier[], query: URLSearchParams): PriceTier | null {
  if (tiers.length === 0) return null;
  const students = Number(query.get('students'));
  const byStudents = tiers.find((tier) => tier.students === students);
  if (byStudents) return byStudents;
  const tierName = query.get('tier')?.toLowerCase();
  const byName = tiers.find((tier) => paymentTypeFor(tier.students) === tierName);
  return byName ?? tiers.find((tier) => tier.students === 1) ?? tiers[0] ?? null;
}

/** What the enrol step receives (navigation state) besides /payment?course=<id>&students=<n>. */
export type EnrolmentIntent = {
  course: {
    course_id: number;
    course_title: string;
    price: string;
    discounted_price: string | null;
  };
  students: number;
  payment_type: PaymentType;
  /** Per student, after any discount. */
  price_per_student: string;
  total: string;
  tier: PriceTier | null;
};

export function toEnrolmentIntent(
  course: EnrolmentIntent['course'],
  tier: PriceTier | null,
): EnrolmentIntent {
  const pricePerStudent = tier ? tier.price_per_student : (course.discounted_price ?? course.price);
  const students = tier?.students ?? 1;
  return {
    course,
    students,
    payment_type: paymentTypeFor(students),
    price_per_student: pricePerStudent,
    total: tier ? tier.total : groupTotal(pricePerStudent, 1),
    tier,
  };
}

/** The link a pricing card opens: /course/14?students=2&price=13000.00&savings=2000.00&tier=duo. */
export function tierLink(courseId: number, tier: PriceTier): string {
  const query = new URLSearchParams({
    students: String(tier.students),
    price: tier.price_per_student,
    savings: tier.savings,
    tier: paymentTypeFor(tier.students),
  });
  return `/course/${courseId}?${query.toString()}`;
}
