import {
  CATALOGUE_PAGE_SIZE,
  type CourseListItem,
  type CourseListQuery,
} from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import type { Db } from '../../db/client.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { selectCourses } from './course-filters.ts';
import { presentCourseListItem } from './course-presenter.ts';
import {
  anyCourseMatches,
  selectCourseRows,
  type CourseRow,
  type CourseRowsOptions,
} from './course-rows.ts';
import { findNearMisses, normaliseSearch } from './course-search.ts';

/**
 * Every listed course matching the query, as a plain array (GET /api/list-courses/
 * without `page`). The answer is the same for every reader (is_enrolled false); the route lays a
 * signed-in reader's enrolments on it.
 */
export async function listCourses(db: Db, query: CourseListQuery): Promise<CourseListItem[]> {
  const rows = await findCourseRows(db, query);
  const now = new Date();
  return rows.map((row) => presentCourseListItem(row, now));
}

/**
 * One page of the catalogue (`?page=`), 12 per page unless `page_size` says otherwise. A page
 * past the last answers 404 "Invalid page." as Django REST Framework does; page 1 of nothing is
 * an empty page.
 */
export async function listCoursesPage(
  db: Db,
  query: CourseListQuery & { page: number },
  url: string,
): Promise<Page<CourseListItem>> {
  const window = pageWindow(query.page, query.page_size ?? CATALOGUE_PAGE_SIZE);
  const rows = await findCourseRows(db, query, window);
  const now = new Date();
  return toPage(
    url,
    window,
    rows[0]?.total ?? 0,
    rows.map((row) => presentCourseListItem(row, now)),
  );
}

/**
 * The rows of a page (or of every match), the count on each row. A search matches words exactly
 * first; only when nothing at all matches exactly does it try again with the words of the catalogue
 * each search word is near (typos, Bangla substrings), so a common search never pays for the
 * look-up and a misspelt one still finds something. Every process asks the database, so every process answers in the same order.
 */
async function findCourseRows(
  db: Db,
  query: CourseListQuery,
  window?: CourseRowsOptions['window'],
): Promise<CourseRow[]> {
  const words = await normaliseSearch(db, query.search);
  if (words.length === 0) {
    return selectCourseRows(db, { selection: selectCourses(query), userId: null, window });
  }
  const exact = selectCourses(query, { words, nearMisses: null });
  const rows = await selectCourseRows(db, { selection: exact, userId: null, window });
  if (rows.length > 0) return rows;
  // An empty later page of exact matches is past the end, not a reason to forgive slips.
  if (window && window.offset > 0 && (await anyCourseMatches(db, exact))) return rows;
  const nearMisses = await findNearMisses(db, words);
  if (nearMisses.every((near) => near.length === 0)) return rows;
  const forgiving = selectCourses(query, { words, nearMisses });
  return selectCourseRows(db, { selection: forgiving, userId: null, window });
}
