/**
 * The catalogue's constants, sort choices and messages, with no zod: the web's catalogue pages,
 * the first most visitors open, use them without loading it. catalogue.ts builds the schemas.
 */

import { tooLongMessage } from './field-rules.ts';

// Catalogue constants (docs/rules.md).
/** Catalogue page size. */
export const CATALOGUE_PAGE_SIZE = 12;
/** The home page shows at most this many courses. */
export const HOME_COURSE_LIMIT = 8;
/** Default price filter range, in BDT. */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 100000;
/** Default minimum rating filter; ratings run from 0 to 5. */
export const MIN_RATING_DEFAULT = 0;
export const RATING_MAX = 5;
/** Course detail shows this rating when a course has none yet. */
export const FALLBACK_RATING = 4.5;
/** The two greyed-out 'Coming Soon' placeholder courses. */
export const PLACEHOLDER_COURSE_IDS: readonly number[] = [9991, 9992];
/** The course with group pricing and the offer badge. */
export const GROUP_OFFER_COURSE_ID = 14;
/** The group offer headline, "save up to 33%" (pricing.ts computes it from the tiers). */
export const GROUP_OFFER_HEADLINE_PERCENT = 33;
/** Longest search text accepted; longer input is refused rather than silently cut. */
export const SEARCH_MAX_LENGTH = 100;

/** Sort options of the catalogue, popularity first (the default). */
export const courseOrderings = [
  'popularity',
  'rating',
  'newest',
  'price-low',
  'price-high',
] as const;
export type CourseOrdering = (typeof courseOrderings)[number];
export const DEFAULT_ORDERING: CourseOrdering = 'popularity';

export const catalogueMessages = {
  invalidOrdering:
    'Select a valid choice. Allowed: popularity, rating, newest, price-low, price-high.',
  searchTooLong: tooLongMessage(SEARCH_MAX_LENGTH),
  invalidCategory: 'Enter a category id or slug.',
  invalidPrice: 'Enter a valid amount.',
  priceRangeReversed: 'Ensure this value is greater than or equal to min_price.',
  invalidRating: `Enter a rating between 0 and ${RATING_MAX}.`,
  /** When a load fails. */
  loadCoursesFailed: 'Failed to load courses.',
  loadCourseFailed: 'Failed to load course details.',
  courseNotFound: 'Course not found',
  noCoursesFound: 'No courses found matching your criteria',
} as const;
