import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';
import type { NotebookCell } from '@academy/contract/notebooks';
import { users } from './accounts.ts';
import { createdAt, id, timestamptz } from './columns.ts';

// The course tree an instructor authors: modules hold lessons, lessons hold videos and resources.
// Positions are 1-based and renumbered by the authoring service; they are not unique so a whole
// tree can be rewritten in one transaction without deferred constraints.

/**
 * When a module or lesson opens to a learner (docs/rules.md, Drip release): so many days after
 * the cohort's first day (or the learner's enrolment day when self-paced), on a fixed day, or the
 * later of the two; both null for at once.
 */
const releaseRule = () => ({
  opensAfterDays: integer('opens_after_days'),
  opensOn: date('opens_on', { mode: 'string' }),
});

/** A numbered section of a course. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    ...releaseRule(),
  },
  (t) => [
    index('course_modules_course_id_idx').on(t.courseId, t.position),
    // Target of lessons' (module_id, course_id) key, which keeps the denormalised course_id honest.
    unique('course_modules_id_course_id_unique').on(t.id, t.courseId),
  ],
);

/**
 * A lesson inside a module. course_id is copied from the module so per-course progress counts
 * need no join; the composite foreign key guarantees the copy matches.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    moduleId: integer('module_id').notNull(),
    courseId: integer('course_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Its hosted video plays for visitors on the course page (docs/rules.md, Video). */
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    /** The lesson's reading, rich text through lib/rich-text.ts; '' when it has none. */
    articleHtml: text('article_html').notNull().default(''),
    /** Words of the article, for its reading time (docs/rules.md, Reading lessons). */
    articleWords: integer('article_words').notNull().default(0),
    /** The uploaded .ipynb as it was sent (for download), its file name and its checked cells. */
    notebookSource: text('notebook_source'),
    notebookName: text('notebook_name'),
    notebookCells: jsonb('notebook_cells').$type<NotebookCell[]>(),
    ...releaseRule(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'lessons_module_course_fk',
      columns: [t.moduleId, t.courseId],
      foreignColumns: [courseModules.id, courseModules.courseId],
    }).onDelete('cascade'),
    index('lessons_module_id_idx').on(t.moduleId, t.position),
    index('lessons_course_id_idx').on(t.courseId),
    // Target of lesson_progress's (lesson_id, course_id) key.
    unique('lessons_id_course_id_unique').on(t.id, t.courseId),
    check('lessons_duration_non_negative', sql`${t.durationMinutes} >= 0`),
  ],
);

/** A video link of a lesson. */
export const lessonVideos = pgTable(
  'lesson_videos',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('lesson_videos_lesson_id_idx').on(t.lessonId, t.position)],
);

/** A downloadable or linked resource of a lesson. */
export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('lesson_resources_lesson_id_idx').on(t.lessonId, t.position)],
);

/** An image uploaded through the editor, kept to count each person's uploads per day. */
export const richTextImages = pgTable(
  'rich_text_images',
  {
    id: id(),
    /** Relative media path, 'rich-text/3f…e1.webp'. */
    path: text('path').notNull().unique(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('rich_text_images_uploaded_by_idx').on(t.uploadedBy, t.createdAt)],
);

/** Content upgrades run once in code after the SQL migrations (db/rich-text-upgrade.ts). */
export const contentUpgrades = pgTable('content_upgrades', {
  name: text('name').primaryKey(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});
