import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { lessons } from './course-content.ts';

/** A lesson a learner marked done. course_id is copied from the lesson for per-course counts. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').notNull(),
    courseId: integer('course_id').notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lesson_progress_pk', columns: [t.userId, t.lessonId] }),
    // The composite key makes a course_id that disagrees with the lesson impossible.
    foreignKey({
      name: 'lesson_progress_lesson_course_fk',
      columns: [t.lessonId, t.courseId],
      foreignColumns: [lessons.id, lessons.courseId],
    }).onDelete('cascade'),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    index('lesson_progress_lesson_id_idx').on(t.lessonId),
  ],
);

/** Instructor's written notes on a course (HTML, sanitised on the server before storing). */
export const courseNotes = pgTable(
  'course_notes',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the note stays with the course. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_notes_course_id_idx').on(t.courseId, t.createdAt),
    index('course_notes_author_id_idx').on(t.authorId),
  ],
);

/** An enrolled learner's rating of a course, one each; feeds courses.rating_avg. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_course_user_unique').on(t.courseId, t.userId),
    index('reviews_course_created_at_idx').on(t.courseId, t.createdAt),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Proof of completing a course, publicly verifiable by its code. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** Unguessable public code used in the verification URL. */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    /** The course total when issued, in a course that requires a pass; null otherwise. */
    gradePercent: numeric('grade_percent', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
    index('certificates_course_id_idx').on(t.courseId),
  ],
);
