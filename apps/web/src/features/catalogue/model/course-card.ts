import { GROUP_OFFER_COURSE_ID, PLACEHOLDER_COURSE_IDS } from '@academy/contract/catalogue-rules';
import type { CourseBadge, CourseListItem } from '@academy/contract/catalogue';
import { discountBadge, isReduced, type DiscountType } from '@academy/contract/pricing';

/** What a course card shows (spec section 2, Course card), decided in one place. */
export type CourseCardView = {
  /** The two 'Coming Soon' placeholders and anything not yet open: greyed, no links. */
  isDisabled: boolean;
  /** 'Continue learning' and 'Continue Course' instead of the price and 'View Details'. */
  isEnrolled: boolean;
  /** The status ribbon: 'Coming Soon', 'Sit Filled Up' or course 14's offer. */
  badge: CourseBadge | null;
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
  'course_id' | 'status' | 'badge' | 'is_enrolled' | 'price' | 'discounted_price' | 'discount'
>;

export function toCourseCardView(course: CardCourse): CourseCardView {
  const isPlaceholder = PLACEHOLDER_COURSE_IDS.includes(course.course_id);
  const isReducedPrice = isReduced(course.price, course.discounted_price);
  const price = isReducedPrice && course.discounted_price ? course.discounted_price : course.price;
  return {
    isDisabled: isPlaceholder || course.status === 'coming_soon',
    isEnrolled: course.is_enrolled,
    // Course 14 carries the offer badge (spec section 2) even if its data lost the flag.
    badge: course.course_id === GROUP_OFFER_COURSE_ID ? 'offer' : course.badge,
    discount: discountBadge(course.discount),
    price,
    originalPrice: isReducedPrice ? course.price : null,
    isFree: Number(price) === 0,
  };
}
