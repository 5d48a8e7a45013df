import type {
  AdminCategory,
  AdminCoupon,
  AdminCourse,
  AdminDiscount,
} from '@academy/contract/admin';
import type { AdminCategoryRow } from './categories-service.ts';
import type { AdminCouponRow } from './coupon-settings-service.ts';
import type { AdminCourseRow } from './course-settings-service.ts';
import type { AdminDiscountRow } from './discount-settings-service.ts';

/** json_agg arrives parsed from one driver and as text from another. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export function presentAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    name_bn: row.nameBn,
    slug: row.slug,
    position: row.position,
    courses_count: Number(row.coursesCount),
  };
}

export function presentAdminDiscount(row: AdminDiscountRow, now: Date = new Date()): AdminDiscount {
  const covered = parsed(row.courses);
  return {
    id: row.id,
    name: row.name,
    discount_type: row.discountType,
    value: row.value,
    end_date: row.endDate?.toISOString() ?? null,
    is_active: row.isActive,
    in_force: row.isActive && (row.endDate === null || row.endDate.getTime() > now.getTime()),
    courses: covered.map((entry) => entry.course_id),
    price_after_discount: Object.fromEntries(
      covered
        .filter((entry) => entry.price_after_discount !== null)
        .map((entry) => [String(entry.course_id), entry.price_after_discount!]),
    ),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAdminCoupon({ coupon, courseTitle }: AdminCouponRow): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    discount_type: coupon.discountType,
    value: coupon.value,
    course_id: coupon.courseId,
    course_title: courseTitle,
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    max_uses: coupon.maxUses,
    max_uses_per_user: coupon.maxUsesPerUser,
    used_count: coupon.usedCount,
    is_active: coupon.isActive,
    created_at: coupon.createdAt.toISOString(),
  };
}

export function presentAdminCourse(row: AdminCourseRow): AdminCourse {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    category_id: row.categoryId,
    category_name: row.categoryName,
    instructor_name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
    status: row.status,
    badge: row.badge,
    badge_text: row.badgeText,
    enrollment_open: row.enrollmentOpen,
    students_count: row.studentsCount,
    tiers: parsed(row.tiers),
  };
}
