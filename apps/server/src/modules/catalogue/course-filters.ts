import { sql, type SQL } from 'drizzle-orm';
import type { CourseListQuery, CourseOrdering } from '@academy/contract/catalogue';
import { courseSearch } from './course-search.ts';

/**
 * What the catalogue lists: published and coming-soon courses, never drafts. Written exactly as
 * the partial indexes of migration 0002 are, so the planner can walk them in sort order.
 */
export const LISTED = sql`c.status <> 'draft'`;

/** Sort key per option (spec section 9). */
const orderings: Record<CourseOrdering, SQL> = {
  popularity: sql`c.students_count desc`,
  rating: sql`c.rating_avg desc nulls last`,
  newest: sql`c.created_at desc`,
  'price-low': sql`c.price asc`,
  'price-high': sql`c.price desc`,
};
/** The last key: unique, so pages never overlap or skip rows with equal keys. */
const tieBreak: Record<CourseOrdering, SQL> = {
  popularity: sql`c.id asc`,
  rating: sql`c.id asc`,
  newest: sql`c.id desc`,
  'price-low': sql`c.id asc`,
  'price-high': sql`c.id asc`,
};

export type CourseSelection = { where: SQL; orderBy: SQL };

/**
 * The WHERE and ORDER BY of a catalogue query over the `courses c` alias. With a search and no
 * chosen ordering, the best matches come first; a chosen ordering wins and relevance breaks ties.
 */
export function selectCourses(query: Omit<CourseListQuery, 'page' | 'page_size'>): CourseSelection {
  const conditions: SQL[] = [LISTED];
  if (query.category !== undefined) {
    conditions.push(
      /^\d+$/.test(query.category)
        ? sql`c.category_id = ${Number(query.category)}`
        : sql`c.category_id = (select cat.id from categories cat where cat.slug = ${query.category.toLowerCase()})`,
    );
  }
  if (query.min_price !== undefined) conditions.push(sql`c.price >= ${query.min_price}::numeric`);
  if (query.max_price !== undefined) conditions.push(sql`c.price <= ${query.max_price}::numeric`);
  // A minimum of 0 (the default) keeps courses nobody has rated yet.
  if (query.min_rating !== undefined && query.min_rating > 0) {
    conditions.push(sql`c.rating_avg >= ${query.min_rating}::numeric`);
  }

  const search = query.search === undefined ? null : courseSearch(query.search);
  if (search) conditions.push(search.where);

  const ordering = query.ordering ?? 'popularity';
  const keys =
    search && query.ordering === undefined
      ? [...search.relevance, orderings.popularity, tieBreak.popularity]
      : [orderings[ordering], ...(search?.relevance ?? []), tieBreak[ordering]];
  return { where: sql.join(conditions, sql` and `), orderBy: sql.join(keys, sql`, `) };
}

/** Only the course with this id, if it is listed (course detail: drafts answer 404). */
export function selectCourse(courseId: number): CourseSelection {
  return { where: sql`${LISTED} and c.id = ${courseId}`, orderBy: sql`c.id` };
}
