import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, money, timestamptz, updatedAt } from './columns.ts';
import { courseBadge, courseStatus } from './enums.ts';

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A subject area of the catalogue (the home page shows six). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name in Bangla, as readers in Bangla see it; empty until staff give one. */
    nameBn: text('name_bn').notNull().default(''),
    slug: text('slug').notNull(),
    /** Display order, ascending. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique').on(t.name),
    uniqueIndex('categories_slug_unique').on(t.slug),
  ],
);

/**
 * A course. The counters are denormalised and kept current by the services that change their
 * sources (enrolments, lessons, reviews), so catalogue lists sort and render without aggregates.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    overview: text('overview').notNull().default(''),
    /** Price for one student in BDT. */
    price: money('price').notNull().default('0'),
    /** Media path of the 16:9 WebP thumbnail. */
    thumbnail: text('thumbnail'),
    // Restrict: a category or instructor with courses must be emptied first, not silently orphan them.
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: courseStatus('status').notNull().default('draft'),
    badge: courseBadge('badge'),
    /** Optional ribbon wording overriding the badge's default label. */
    badgeText: text('badge_text'),
    /** Staff can close enrolment (seats filled) while keeping the course listed. */
    enrollmentOpen: boolean('enrollment_open').notNull().default(true),
    /** Short public code learners quote to support; generated when not given. */
    classCode: text('class_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    /**
     * The course total (percent) a learner must reach, besides completing every lesson, for the
     * certificate; null when completing the lessons is enough.
     */
    certificatePassPercent: integer('certificate_pass_percent'),
    /**
     * Whether a learner may hand in a new version of an assignment once its grade is released
     * (docs/rules.md, Assignments); before the release new versions are always taken.
     */
    resubmitAfterRelease: boolean('resubmit_after_release').notNull().default(false),
    studentsCount: integer('students_count').notNull().default(0),
    lessonsCount: integer('lessons_count').notNull().default(0),
    totalMinutes: integer('total_minutes').notNull().default(0),
    /** Mean review rating; null until the first review. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamptz('published_at'),
    /**
     * Catalogue search document: title (weight A), category and instructor name (B), description
     * (C), unaccented and lowercased. Kept current by database triggers (migration
     * 0001_catalogue_search), also when a category or instructor is renamed; never written by code.
     */
    searchVector: tsvector('search_vector'),
    /**
     * Unaccented, lowercased title, category and instructor name: its words are the ones a
     * misspelt search may have meant (catalogueWords).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('courses_class_code_unique').on(t.classCode),
    // Catalogue sort orders (popularity, rating, newest, price), each within a status.
    // Ascending indexes also serve plain `desc` orders by scanning backwards; rating is declared
    // `desc nulls last` because unrated courses sort last (query it exactly that way).
    index('courses_status_popularity_idx').on(t.status, t.studentsCount),
    index('courses_status_rating_idx').on(t.status, t.ratingAvg.desc().nullsLast()),
    index('courses_status_created_at_idx').on(t.status, t.createdAt),
    index('courses_status_price_idx').on(t.status, t.price),
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_instructor_id_idx').on(t.instructorId),
    // The public catalogue lists everything but drafts (modules/catalogue/course-filters.ts,
    // LISTED): one partial index per sort order, keyed exactly as the ORDER BY, so a page is an
    // index walk that stops after the page instead of a sort of the whole catalogue.
    index('courses_listed_popularity_idx')
      .on(t.studentsCount.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('courses_listed_rating_idx')
      .on(t.ratingAvg.desc().nullsLast(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('courses_listed_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'draft'`),
    index('courses_listed_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('courses_search_vector_idx').using('gin', t.searchVector),
    check('courses_price_non_negative', sql`${t.price} >= 0`),
    check(
      'courses_counters_non_negative',
      sql`${t.studentsCount} >= 0 and ${t.lessonsCount} >= 0 and ${t.totalMinutes} >= 0 and ${t.ratingCount} >= 0`,
    ),
    check('courses_rating_avg_range', sql`${t.ratingAvg} between 0 and 5`),
    check(
      'courses_certificate_pass_percent_range',
      sql`${t.certificatePassPercent} between 1 and 100`,
    ),
  ],
);

/** "What you will learn" line of a course. */
export const courseOutcomes = pgTable(
  'course_outcomes',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_outcomes_course_id_idx').on(t.courseId, t.position)],
);

/** "Before you start" line of a course. */
export const coursePrerequisites = pgTable(
  'course_prerequisites',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_prerequisites_course_id_idx').on(t.courseId, t.position)],
);

/** Group price per student for 1, 2 or 3 students buying together (course 14). */
export const coursePriceTiers = pgTable(
  'course_price_tiers',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    students: smallint('students').notNull(),
    pricePerStudent: money('price_per_student').notNull(),
    /** Saving per student against the single price, shown on the tier card. */
    savings: money('savings').notNull().default('0'),
    /** Highlighted as the popular choice. */
    isPopular: boolean('is_popular').notNull().default(false),
  },
  (t) => [
    uniqueIndex('course_price_tiers_course_students_unique').on(t.courseId, t.students),
    check('course_price_tiers_students_range', sql`${t.students} between 1 and 3`),
    check(
      'course_price_tiers_amounts_non_negative',
      sql`${t.pricePerStudent} >= 0 and ${t.savings} >= 0`,
    ),
  ],
);

/**
 * Every word of every course's search text (title, category and instructor name), as the database
 * normalised it, numbers aside: the vocabulary a misspelt search is matched against by trigram
 * similarity (modules/catalogue/course-search.ts), as PostgreSQL's pg_trgm documentation suggests
 * for spelling suggestions; the GiST index finds the nearest words without reading them all. Filled by the courses_search_refresh trigger (migration
 * 0023_catalogue_words); a word no course uses any more only costs a near miss that finds nothing.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

/**
 * Counts changes to what the public catalogue shows (courses, their content and pricing,
 * categories, instructor names): statement triggers call nextval on it. Each API process reads it
 * now and then to drop its cached public answers, so no writer has to remember to. A sequence
 * rather than a counter row, because sequences take no row lock: concurrent writers never queue
 * or deadlock on it.
 */
export const catalogueVersion = pgSequence('catalogue_version');
