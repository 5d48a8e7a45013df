import {
  CATALOGUE_PAGE_SIZE,
  type CourseListItem,
  type CourseListQuery,
} from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import type { Db } from '../../db/client.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { selectCourses, selectRanked } from './course-filters.ts';
import { presentCourseListItem } from './course-presenter.ts';
import {
  anyCourseMatches,
  selectCourseRows,
  type CourseRow,
  type CourseRowsOptions,
} from './course-rows.ts';
import { normaliseSearch, searchTerms, withFuzzySettings } from './course-search.ts';
import type { SearchIndexKeeper } from './search-index-keeper.ts';
import { normaliseText } from './search-text.ts';

/**
 * Every listed course matching the query, as a plain array (GET /api/list-courses/
 * without `page`). The answer is the same for every reader (is_enrolled false); the route lays a
 * signed-in reader's enrolments on it (reader-enrolments.ts).
 */
export async function listCourses(
  db: Db,
  query: CourseListQuery,
  searchIndex?: SearchIndexKeeper,
): Promise<CourseListItem[]> {
  const { rows } = await findCourseRows(db, query, undefined, searchIndex);
  const now = new Date();
  return rows.map((row) => present(row, now));
}

/**
 * Items of rows the row cache keeps, presented once: such a row is only handed out until the
 * first discount it shows ends (course-row-cache.ts), and until then its item is the same at any
 * time, so every search showing the course shares one item (and its JSON, reader-enrolments.ts).
 */
const presentedRows = new WeakMap<CourseRow, CourseListItem>();

function present(row: CourseRow, now: Date): CourseListItem {
  let item = presentedRows.get(row);
  if (!item) {
    item = presentCourseListItem(row, now);
    presentedRows.set(row, item);
  }
  return item;
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
  searchIndex?: SearchIndexKeeper,
): Promise<Page<CourseListItem>> {
  const window = pageWindow(query.page, query.page_size ?? CATALOGUE_PAGE_SIZE);
  const { rows, total } = await findCourseRows(db, query, window, searchIndex);
  const now = new Date();
  return toPage(
    url,
    window,
    total,
    rows.map((row) => present(row, now)),
  );
}

/**
 * The rows of a page (or of every match). A search matches words exactly first; only when nothing
 * at all matches exactly does it try again tolerating typos, so a common search never pays for
 * similarity computations and a misspelt one still finds something. The in-process index answers
 * a search when it is current (docs/decisions/023); the database does otherwise, by the same rules.
 */
async function findCourseRows(
  db: Db,
  query: CourseListQuery,
  window?: CourseRowsOptions['window'],
  searchIndex?: SearchIndexKeeper,
): Promise<{ rows: CourseRow[]; total: number }> {
  const index = query.search === undefined ? null : searchIndex?.current();
  const words = index ? searchTerms(normaliseText(query.search ?? '')) : [];
  if (searchIndex && index && words.length > 0) {
    const { ids, total } = index.search(words, query, window);
    // Rows of courses shown before are kept; the others are read by id in one query.
    const rows = await searchIndex.rows.rowsOf(ids, (missing) =>
      selectCourseRows(db, { selection: selectRanked(missing), userId: null }),
    );
    return { rows, total };
  }
  const rows = await findRowsInDatabase(db, query, window);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The rows of a page (or of every match) as the database finds them, the count on each row. */
async function findRowsInDatabase(
  db: Db,
  query: CourseListQuery,
  window?: CourseRowsOptions['window'],
): Promise<CourseRow[]> {
  const words = await normaliseSearch(db, query.search);
  if (words.length === 0) {
    return selectCourseRows(db, { selection: selectCourses(query), userId: null, window });
  }
  const exact = selectCourses(query, { words, fuzzy: false });
  const rows = await selectCourseRows(db, { selection: exact, userId: null, window });
  if (rows.length > 0) return rows;
  // An empty later page of exact matches is past the end, not a reason to go fuzzy.
  if (window && window.offset > 0 && (await anyCourseMatches(db, exact))) return rows;
  const fuzzy = selectCourses(query, { words, fuzzy: true });
  return withFuzzySettings(db, (tx) =>
    selectCourseRows(tx, { selection: fuzzy, userId: null, window }),
  );
}
