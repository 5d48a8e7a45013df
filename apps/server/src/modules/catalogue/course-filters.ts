import { sql, type SQL } from 'drizzle-orm';
import type { CourseListQuery } from '@academy/contract/catalogue';
import { DEFAULT_ORDERING, type CourseOrdering } from '@academy/contract/catalogue-rules';
import { courseSearch, type SearchWords } from './course-search.ts';

/**
 * What the catalogue lists: published and coming-soon courses, never drafts. Written exactly as
 * the partial indexes of migration 0003 are, so the planner can walk them in sort order.
 */
export const LISTED = sql`c.status <> 'draft'`;

/**
 * What a learner would pay for the course today: the lowest price the discounts in force leave
 * (contract/pricing.ts `bestDiscount`: a set sale price, else a fixed amount or a percentage off,
 * never below 0, rounded half away from zero as `percentageOff` does), or the list price.
 * Price sorts and filters go by it (docs/rules.md, Money and prices).
 */
const PRICE_PAID = sql`coalesce((
  select min(case
    when dc.price_after_discount is not null then greatest(dc.price_after_discount, 0)
    when d.discount_type = 'fixed' then greatest(c.price - d.value, 0)
    else greatest(round(c.price * (100 - d.value) / 100, 2), 0)
  end)
  from discount_courses dc join discounts d on d.id = dc.discount_id
  where dc.course_id = c.id and d.is_active and (d.end_date is null or d.end_date > now())
), c.price)`;

/**
 * Sort key per option, and the unique last key so pages never overlap or skip
 * rows with equal keys. The other pairs are spelled exactly as a partial index of migration 0003
 * (or its backward scan), nulls order included, so the planner walks the index; the price paid
 * depends on the time, so a price sort computes it for every listed course.
 */
const orderings: Record<CourseOrdering, { key: SQL; tieBreak: SQL }> = {
  popularity: { key: sql`c.students_count desc nulls last`, tieBreak: sql`c.id asc` },
  rating: { key: sql`c.rating_avg desc nulls last`, tieBreak: sql`c.id asc` },
  newest: { key: sql`c.created_at desc nulls last`, tieBreak: sql`c.id desc nulls last` },
  'price-low': { key: sql`${PRICE_PAID} asc`, tieBreak: sql`c.id asc` },
  'price-high': { key: sql`${PRICE_PAID} desc`, tieBreak: sql`c.id desc` },
};

export type CourseSelection = {
  where: SQL;
  orderBy: SQL;
  /** True for a search: matches come from GIN indexes, not from walking a sort index. */
  isSearch: boolean;
};

/**
 * The WHERE and ORDER BY of a catalogue query over the `courses c` alias. With a search and no
 * chosen ordering, the best matches come first; a chosen ordering wins and relevance breaks ties.
 */
export function selectCourses(
  query: Omit<CourseListQuery, 'page' | 'page_size' | 'search'>,
  /** Normalised search words (course-search.ts, normaliseSearch); null without a search. */
  search: SearchWords | null = null,
): CourseSelection {
  const conditions: SQL[] = [LISTED];
  if (query.category !== undefined) {
    conditions.push(
      /^\d+$/.test(query.category)
        ? sql`c.category_id = ${Number(query.category)}`
        : sql`c.category_id = (select cat.id from categories cat where cat.slug = ${query.category.toLowerCase()})`,
    );
  }
  if (query.min_price !== undefined) {
    conditions.push(sql`${PRICE_PAID} >= ${query.min_price}::numeric`);
  }
  if (query.max_price !== undefined) {
    conditions.push(sql`${PRICE_PAID} <= ${query.max_price}::numeric`);
  }
  // A minimum of 0 (the default) keeps courses nobody has rated yet.
  if (query.min_rating !== undefined && query.min_rating > 0) {
    conditions.push(sql`c.rating_avg >= ${query.min_rating}::numeric`);
  }

  const matching = search === null ? null : courseSearch(search);
  if (matching) conditions.push(matching.where);

  const ordering = orderings[query.ordering ?? DEFAULT_ORDERING];
  const keys =
    matching && query.ordering === undefined
      ? [
          ...matching.relevance,
          orderings[DEFAULT_ORDERING].key,
          orderings[DEFAULT_ORDERING].tieBreak,
        ]
      : [ordering.key, ...(matching?.relevance ?? []), ordering.tieBreak];
  return {
    where: sql.join(conditions, sql` and `),
    orderBy: sql.join(keys, sql`, `),
    isSearch: matching !== null,
  };
}

/** Only the course with this id, if it is listed (course detail: drafts answer 404). */
export function selectCourse(courseId: number): CourseSelection {
  return { where: sql`${LISTED} and c.id = ${courseId}`, orderBy: sql`c.id`, isSearch: false };
}
