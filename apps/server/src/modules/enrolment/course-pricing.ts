import { sql } from 'drizzle-orm';
import type { CoursePricing } from '@academy/contract/enrolment';
import { bestDiscount, type DiscountTerms, type DiscountWindow } from '@academy/contract/pricing';
import type { Db } from '../../db/client.ts';

/** A course as enrolment needs it: whether it can be bought, and everything that prices it. */
export type PricedCourse = {
  id: number;
  title: string;
  price: string;
  status: 'draft' | 'published' | 'coming_soon';
  enrollmentOpen: boolean;
  instructorId: number;
  pricing: CoursePricing;
};

type Row = {
  id: number;
  title: string;
  price: string;
  status: PricedCourse['status'];
  enrollment_open: boolean;
  instructor_id: number;
  discounts: (DiscountTerms & DiscountWindow)[] | string;
  tiers: { students: number; price_per_student: string }[] | string;
};

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The course with its discounts in force and group tiers, in one query. The discount is chosen
 * the way the catalogue shows it (the best for the single price), so the payment page, which
 * reads the catalogue's course detail, and the server compute the same amount.
 */
export async function loadPricedCourse(db: Db, courseId: number): Promise<PricedCourse | null> {
  const result = await db.execute<Row>(sql`
    select c.id, c.title, c.price::text as price, c.status::text as status, c.enrollment_open,
      c.instructor_id,
      (select coalesce(json_agg(json_build_object(
          'discount_type', d.discount_type, 'value', d.value::text,
          'price_after_discount', dc.price_after_discount::text,
          'is_active', d.is_active, 'end_date', d.end_date) order by d.id), '[]'::json)
        from discount_courses dc join discounts d on d.id = dc.discount_id
        where dc.course_id = c.id and d.is_active and (d.end_date is null or d.end_date > now())
      ) as discounts,
      (select coalesce(json_agg(json_build_object(
          'students', t.students, 'price_per_student', t.price_per_student::text)
          order by t.students), '[]'::json)
        from course_price_tiers t where t.course_id = c.id) as tiers
    from courses c where c.id = ${courseId}
  `);
  const row = result.rows[0];
  if (!row) return null;
  const best = bestDiscount(row.price, parsed(row.discounts));
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    status: row.status,
    enrollmentOpen: row.enrollment_open,
    instructorId: row.instructor_id,
    pricing: {
      price: row.price,
      discount: best
        ? {
            discount_type: best.discount.discount_type,
            value: best.discount.value,
            price_after_discount: best.discount.price_after_discount,
          }
        : null,
      tiers: parsed(row.tiers),
    },
  };
}
