import {
  CATALOGUE_PAGE_SIZE,
  courseOrderings,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  RATING_MAX,
  SEARCH_MAX_LENGTH,
  type CourseOrdering,
} from '@academy/contract/catalogue-rules';

/**
 * The catalogue's state lives in the URL query (/courses?search=…&ordering=…&page=2), so a search
 * can be shared and the back button walks through it. Defaults are left out of the URL.
 */
export type CatalogueParams = {
  search: string;
  /** Null: the default, popularity, or best match while searching. */
  ordering: CourseOrdering | null;
  /** A category slug, or null for every category. */
  category: string | null;
  minPrice: number;
  maxPrice: number;
  minRating: number;
  page: number;
};

export const DEFAULT_PARAMS: CatalogueParams = {
  search: '',
  ordering: null,
  category: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  minRating: 0,
  page: 1,
};

function wholeNumber(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(Math.max(Number(value), min), max);
}

/** Reads the URL query; anything malformed falls back to its default rather than failing. */
export function parseCatalogueParams(query: URLSearchParams): CatalogueParams {
  const ordering = query.get('ordering');
  const category = query.get('category');
  const rating = Number(query.get('min_rating'));
  const minPrice = wholeNumber(
    query.get('min_price'),
    PRICE_FILTER_MIN,
    PRICE_FILTER_MAX,
    PRICE_FILTER_MIN,
  );
  const maxPrice = wholeNumber(
    query.get('max_price'),
    PRICE_FILTER_MIN,
    PRICE_FILTER_MAX,
    PRICE_FILTER_MAX,
  );
  return {
    search: (query.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    ordering: courseOrderings.includes(ordering as CourseOrdering)
      ? (ordering as CourseOrdering)
      : null,
    category: category && /^[a-z0-9-]{1,100}$/.test(category) ? category : null,
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice,
    minRating: Number.isFinite(rating) && rating > 0 && rating <= RATING_MAX ? rating : 0,
    page: wholeNumber(query.get('page'), 1, Number.MAX_SAFE_INTEGER, 1),
  };
}

/** Writes the state back to a URL query, leaving defaults out. */
export function toSearchParams(params: CatalogueParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.ordering) query.set('ordering', params.ordering);
  if (params.category) query.set('category', params.category);
  if (params.minPrice !== PRICE_FILTER_MIN) query.set('min_price', String(params.minPrice));
  if (params.maxPrice !== PRICE_FILTER_MAX) query.set('max_price', String(params.maxPrice));
  if (params.minRating > 0) query.set('min_rating', String(params.minRating));
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/**
 * The API query for GET /api/list-courses/ (paginated). The price bounds are only sent when they
 * narrow the default range, so the full range also shows courses priced above it.
 */
export function toApiQuery(params: CatalogueParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    page_size: CATALOGUE_PAGE_SIZE,
  };
  if (params.search) query.search = params.search;
  if (params.ordering) query.ordering = params.ordering;
  if (params.category) query.category = params.category;
  if (params.minPrice !== PRICE_FILTER_MIN) query.min_price = params.minPrice;
  if (params.maxPrice !== PRICE_FILTER_MAX) query.max_price = params.maxPrice;
  if (params.minRating > 0) query.min_rating = params.minRating;
  return query;
}

/** Any change but the page goes back to page 1: the old page number means nothing any more. */
export function withChanges(
  params: CatalogueParams,
  changes: Partial<CatalogueParams>,
): CatalogueParams {
  return { ...params, page: 1, ...changes };
}

export function hasActiveFilters(params: CatalogueParams): boolean {
  return (
    params.category !== null ||
    params.minPrice !== PRICE_FILTER_MIN ||
    params.maxPrice !== PRICE_FILTER_MAX ||
    params.minRating > 0
  );
}
