import type { ActiveDiscount, CourseListItem } from '@academy/contract/catalogue';
import { bestDiscount, isReduced } from '@academy/contract/pricing';
import type { CourseRow, DiscountRow } from './course-rows.ts';

/** json_agg arrives parsed from one driver and as text from another. */
export function discountRows(value: CourseRow['discounts']): DiscountRow[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as DiscountRow[]) : value;
}

/** The discount in force that leaves the lowest price, and that price. */
export function presentPricing(
  price: string,
  discounts: CourseRow['discounts'],
  now: Date = new Date(),
): { discount: ActiveDiscount | null; discounted_price: string | null } {
  const best = bestDiscount(price, discountRows(discounts), now);
  if (!best) return { discount: null, discounted_price: null };
  const { discount } = best;
  return {
    discount: {
      discount_id: discount.discount_id,
      name: discount.name,
      discount_type: discount.discount_type,
      value: discount.value,
      percentage: discount.discount_type === 'percentage' ? discount.value : null,
      price_after_discount: discount.price_after_discount,
      end_date: discount.end_date,
    },
    discounted_price: isReduced(price, best.price) ? best.price : null,
  };
}

/** Minutes as hours with one decimal: 150 → 2.5. */
export function toHours(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

export function presentCourseListItem(row: CourseRow, now: Date = new Date()): CourseListItem {
  return {
    course_id: row.id,
    course_title: row.title,
    description: row.description,
    price: row.price,
    ...presentPricing(row.price, row.discounts, now),
    thumbnail: row.thumbnail,
    category: row.category_id,
    category_name: row.category_name,
    category_slug: row.category_slug,
    instructor_name: `${row.instructor_first_name} ${row.instructor_last_name}`.trim(),
    instructor_profile_picture: row.instructor_picture,
    total_students: row.students_count,
    total_hours: toHours(row.total_minutes),
    total_lessons: row.lessons_count,
    rating: row.rating_avg === null ? null : Number(row.rating_avg),
    rating_count: row.rating_count,
    created_at: row.created_at,
    class_code: row.class_code,
    status: row.status,
    badge: row.badge,
    badge_text: row.badge_text,
    enrollment_open: row.enrollment_open,
    is_enrolled: row.is_enrolled,
    isEnrolled: row.is_enrolled,
  };
}
