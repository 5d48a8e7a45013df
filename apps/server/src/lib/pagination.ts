import { paginationMessages, type Page, type PageQuery } from '@academy/contract/pagination';
import { notFound } from './http-errors.ts';

export type PageWindow = { page: number; pageSize: number; limit: number; offset: number };

/** Resolves ?page= and ?page_size= into a LIMIT/OFFSET window. */
export function pageWindow(page: number, pageSize: number): PageWindow {
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The window a request's ?page= and ?page_size= ask for: page 1 at the list's default size. */
export function requestedWindow(query: PageQuery, defaultPageSize: number): PageWindow {
  return pageWindow(query.page ?? 1, query.page_size ?? defaultPageSize);
}

/**
 * Builds the `{count, next, previous, results}` envelope; `next` and `previous` are links to the
 * same request with only `page` changed, so filters survive paging. A page past the last is
 * refused (refusePastLastPage), so every list answers it the same way.
 */
export function toPage<T>(url: string, window: PageWindow, count: number, results: T[]): Page<T> {
  refusePastLastPage(results, window);
  const lastPage = Math.max(1, Math.ceil(count / window.pageSize));
  const linkTo = (page: number) => {
    const link = new URL(url, 'http://local');
    link.searchParams.set('page', String(page));
    return `${link.pathname}${link.search}`;
  };
  return {
    count,
    next: window.page < lastPage ? linkTo(window.page + 1) : null,
    previous: window.page > 1 ? linkTo(Math.min(window.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * A list answered as a plain array, or as one page of the envelope when the request says ?page=
 * (lists that predate pagination). `load` reads every row without a window, or one
 * window with the total count.
 */
export async function listOrPage<Row, Item>(
  request: { url: string; query: { page?: number; page_size?: number } },
  defaultPageSize: number,
  load: (window?: PageWindow) => Promise<{ rows: Row[]; count?: number }>,
  present: (row: Row) => Item,
): Promise<Item[] | Page<Item>> {
  const { page, page_size: pageSize } = request.query;
  if (page === undefined) return (await load()).rows.map(present);
  const window = pageWindow(page, pageSize ?? defaultPageSize);
  const { rows, count = 0 } = await load(window);
  return toPage(request.url, window, count, rows.map(present));
}

/** A page past the last one is not found, as DRF answers it: 404 'Invalid page.'. */
export function refusePastLastPage(rows: readonly unknown[], window: PageWindow): void {
  if (rows.length === 0 && window.page > 1) throw notFound(paginationMessages.pastTheLastPage);
}
