import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-query.ts';
import type { CourseSelection } from './course-filters.ts';

/** ISO-8601 in UTC, formatted by the database so both drivers hand back the same string. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A discount in force on a course, as the list query aggregates it. */
export type DiscountRow = {
  discount_id: number;
  name: string;
  discount_type: 'fixed' | 'percentage';
  value: string;
  price_after_discount: string | null;
  end_date: string | null;
  is_active: boolean;
};

/** One course as the catalogue query returns it: numbers cast, money and times as text. */
export type CourseRow = {
  id: number;
  title: string;
  description: string;
  price: string;
  thumbnail: string | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  instructor_id: number;
  instructor_first_name: string;
  instructor_last_name: string;
  instructor_picture: string | null;
  students_count: number;
  lessons_count: number;
  total_minutes: number;
  rating_avg: string | null;
  rating_count: number;
  created_at: string;
  class_code: string;
  status: 'published' | 'coming_soon';
  badge: 'coming_soon' | 'seats_filled' | 'offer' | null;
  badge_text: string | null;
  enrollment_open: boolean;
  is_enrolled: boolean;
  discounts: DiscountRow[] | string | null;
  /** Rows matching the selection on every page; null unless paginating. */
  total: number | null;
  /** Course detail only. */
  overview?: string;
  instructor_bio?: string | null;
};

export type CourseRowsOptions = {
  selection: CourseSelection;
  /** The signed-in reader, for is_enrolled; null for visitors. */
  userId: number | null;
  /** A LIMIT/OFFSET window; without it every matching course is returned. */
  window?: { limit: number; offset: number };
  /** Adds overview and instructor_bio (course detail). */
  detail?: boolean;
};

/**
 * The catalogue's one query. The `page` CTE finds the ids of the page in order; only those rows
 * are then joined to their category, instructor, discounts in force and the reader's enrolment,
 * so that part costs the same however large the catalogue is.
 */
export async function selectCourseRows(db: Db, options: CourseRowsOptions): Promise<CourseRow[]> {
  const query = courseRowsQuery(options);
  // A search's words are planned as constants (course-search.ts); every other shape of the query
  // is a named statement that PostgreSQL plans once per connection.
  if (options.selection.isSearch) return (await db.execute<CourseRow>(query)).rows;
  return executeNamed<CourseRow>(db, query);
}

/** Whether any listed course matches, without ranking or counting them all. */
export async function anyCourseMatches(db: Db, selection: CourseSelection): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from courses c where ${selection.where}) as found`,
  );
  return result.rows[0]?.found === true;
}

/** The SQL of selectCourseRows, on its own for EXPLAIN. */
export function courseRowsQuery(options: CourseRowsOptions): SQL {
  const { selection, userId, window, detail = false } = options;
  const detailColumns = detail ? sql`, c.overview, u.bio as instructor_bio` : sql``;
  // The unique (user_id, course_id) index answers this for any number of rows.
  const enrolledJoin =
    userId === null
      ? sql``
      : sql`left join enrollments e on e.user_id = ${userId} and e.course_id = c.id`;
  const enrolled = userId === null ? sql`false` : sql`(e.id is not null)`;

  return sql`
    with page as (${pageQuery(selection, window)}),
    discounts_in_force as (
      select dc.course_id, json_agg(json_build_object(
        'discount_id', d.id,
        'name', d.name,
        'discount_type', d.discount_type,
        'value', d.value::text,
        'price_after_discount', dc.price_after_discount::text,
        'end_date', ${isoTime(sql`d.end_date`)},
        'is_active', d.is_active
      ) order by d.id) as discounts
      from discount_courses dc
      join discounts d on d.id = dc.discount_id
      where dc.course_id in (select id from page)
        and d.is_active and (d.end_date is null or d.end_date > now())
      group by dc.course_id
    )
    select
      c.id, c.title, c.description, c.price::text as price, c.thumbnail,
      c.category_id, cat.name as category_name, cat.slug as category_slug,
      c.instructor_id, u.first_name as instructor_first_name, u.last_name as instructor_last_name,
      u.profile_picture as instructor_picture,
      c.students_count, c.lessons_count, c.total_minutes,
      c.rating_avg::text as rating_avg, c.rating_count,
      ${isoTime(sql`c.created_at`)} as created_at,
      c.class_code, c.status::text as status, c.badge::text as badge, c.badge_text,
      c.enrollment_open,
      ${enrolled} as is_enrolled,
      di.discounts,
      page.total
      ${detailColumns}
    from page
    join courses c on c.id = page.id
    join categories cat on cat.id = c.category_id
    join users u on u.id = c.instructor_id
    left join discounts_in_force di on di.course_id = c.id
    ${enrolledJoin}
    order by page.position
  `;
}

/**
 * Ids of the page with their position and, when paginating, the number of matches. Plain sort
 * orders walk a partial index and stop after the page (ids collected in order with
 * array(...) with ordinality), and the count is a separate index-only aggregate. A search has to
 * rank every match anyway, so it counts them in the same pass with a window.
 */
function pageQuery(selection: CourseSelection, window: CourseRowsOptions['window']): SQL {
  const paging = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  if (selection.isSearch) {
    return sql`
      select c.id, row_number() over (order by ${selection.orderBy}) as position,
        ${window ? sql`count(*) over ()::int` : sql`null::int`} as total
      from courses c where ${selection.where}
      order by ${selection.orderBy} ${paging}`;
  }
  const total = window
    ? sql`(select count(*)::int from courses c where ${selection.where})`
    : sql`null::int`;
  return sql`
    select p.id, p.position, ${total} as total
    from unnest(array(
      select c.id from courses c where ${selection.where} order by ${selection.orderBy} ${paging}
    )) with ordinality as p(id, position)`;
}
