import { MAX_PAGE_SIZE } from '@academy/contract/pagination';
import { sql } from 'drizzle-orm';
import { type DiscountEntry } from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import { discountedPrice } from '@academy/contract/pricing';
import type { Db } from '../../db/client.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { LISTED } from './course-filters.ts';
import { executeNamed } from '../../db/named-query.ts';
import { isoTime } from './course-rows.ts';

type DiscountCourseRow = {
  id: number;
  name: string;
  discount_type: 'fixed' | 'percentage';
  value: string;
  end_date: string | null;
  is_active: boolean;
  course_id: number;
  price_after_discount: string | null;
  price: string;
  total?: number;
};

/** Discounts in force on listed courses, one row per (discount, course), oldest discount first. */
async function selectDiscountCourses(db: Db, window?: { limit: number; offset: number }) {
  const inForce = sql`d.is_active and (d.end_date is null or d.end_date > now()) and ${LISTED}`;
  return executeNamed<DiscountCourseRow>(
    db,
    sql`
    select d.id, d.name, d.discount_type::text as discount_type, d.value::text as value,
      ${isoTime(sql`d.end_date`)} as end_date, d.is_active,
      dc.course_id, dc.price_after_discount::text as price_after_discount, c.price::text as price
      ${
        window
          ? sql`, (select count(*)::int from discount_courses dc
                 join discounts d on d.id = dc.discount_id join courses c on c.id = dc.course_id
                 where ${inForce}) as total`
          : sql``
      }
    from discount_courses dc
    join discounts d on d.id = dc.discount_id
    join courses c on c.id = dc.course_id
    where ${inForce}
    order by d.id, dc.course_id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}
  `,
  );
}

/** A discount flattened to one entry per course, with the price it leaves. */
function presentDiscountEntry(row: DiscountCourseRow): DiscountEntry {
  return {
    id: row.id,
    name: row.name,
    courses: [row.course_id],
    course_id: row.course_id,
    percentage: row.discount_type === 'percentage' ? row.value : null,
    price_after_discount:
      row.price_after_discount === null
        ? {}
        : { [String(row.course_id)]: row.price_after_discount },
    end_date: row.end_date,
    is_active: row.is_active,
    discount_type: row.discount_type,
    value: row.value,
    original_price: row.price,
    discounted_price: discountedPrice(row.price, row),
  };
}

/** GET /api/discounts/ as a plain array. */
export async function listDiscounts(db: Db): Promise<DiscountEntry[]> {
  return (await selectDiscountCourses(db)).map(presentDiscountEntry);
}

/** GET /api/discounts/?page= */
export async function listDiscountsPage(
  db: Db,
  query: { page: number; page_size?: number | undefined },
  url: string,
): Promise<Page<DiscountEntry>> {
  const window = pageWindow(query.page, query.page_size ?? MAX_PAGE_SIZE);
  const rows = await selectDiscountCourses(db, window);
  return toPage(url, window, rows[0]?.total ?? 0, rows.map(presentDiscountEntry));
}
