import { PLACEHOLDER_COURSE_IDS } from '@academy/contract/catalogue-rules';
import type { CourseBadge, CourseListItem } from '@academy/contract/catalogue';
import { discountBadge, isReduced, type DiscountType } from '@academy/contract/pricing';

/** What a course card shows, decided in one place. */
export type CourseCardView = {
  /** The two 'Coming Soon' placeholders and anything not yet open: greyed, no links. */
  isDisabled: boolean;
  /** 'Continue learning' and 'Continue Course' instead of the price and 'View Details'. */
  isEnrolled: boolean;
  /** The status ribbon: 'Coming Soon', 'Sit Filled Up' or the offer. */
  badge: CourseBadge | null;
  /** Staff's own wording for the badge (admin console), in place of its usual label. */
  badgeText: string | null;
  /** '{value}% OFF' or '৳{value} OFF', only for a discount above 0. */
  discount: { kind: DiscountType; value: string } | null;
  /** What one student pays now. */
  price: string;
  /** The price before the discount, shown struck through; null without a reduction. */
  originalPrice: string | null;
  isFree: boolean;
};

type CardCourse = Pick<
  CourseListItem,
  | 'course_id'
  | 'status'
  | 'badge'
  | 'badge_text'
  | 'is_enrolled'
  | 'price'
  | 'discounted_price'
  | 'discount'
>;

export function toCourseCardView(course: CardCourse): CourseCardView {
  const isPlaceholder = PLACEHOLDER_COURSE_IDS.includes(course.course_id);
  const isReducedPrice = isReduced(course.price, course.discounted_price);
  const price = isReducedPrice && course.discounted_price ? course.discounted_price : course.price;
  return {
    isDisabled: isPlaceholder || course.status === 'coming_soon',
    isEnrolled: course.is_enrolled,
    // Badges are the course's data (the demo academy gives course 14 its offer), so staff can
    // start and end an offer from the admin console.
    badge: course.badge,
    badgeText: course.badge ? course.badge_text : null,
    discount: discountBadge(course.discount),
    price,
    originalPrice: isReducedPrice ? course.price : null,
    isFree: Number(price) === 0,
  };
}
