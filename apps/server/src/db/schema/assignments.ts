import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RubricCriterion } from '@academy/contract/assignments';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { courseModules } from './course-content.ts';
import { submissionKind } from './enums.ts';

/** A score with two decimals, read as a number. */
const score = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** An assignment of a course, in one of its modules or (module_id null) the course as a whole. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Set to null when the module is deleted: the assignment then belongs to the course. */
    moduleId: integer('module_id').references(() => courseModules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Sanitised HTML (the notes' allow-list). */
    instructions: text('instructions').notNull().default(''),
    points: integer('points').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    /** After it nothing is accepted; null: late work is taken for ever. */
    cutoffAt: timestamptz('cutoff_at'),
    /** Percent taken off per started day late. */
    latePenaltyPercent: integer('late_penalty_percent').notNull().default(0),
    /** The penalty never takes the score below this percentage of it. */
    latePenaltyFloorPercent: integer('late_penalty_floor_percent').notNull().default(0),
    submissionKind: submissionKind('submission_kind').notNull(),
    /** Criteria × levels; empty for none. */
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignments_course_id_idx').on(t.courseId),
    index('assignments_module_id_idx').on(t.moduleId),
    check('assignments_points_positive', sql`${t.points} > 0`),
    check('assignments_penalty_range', sql`${t.latePenaltyPercent} between 0 and 100`),
    check('assignments_floor_range', sql`${t.latePenaltyFloorPercent} between 0 and 100`),
    check('assignments_cutoff_after_due', sql`${t.cutoffAt} is null or ${t.cutoffAt} > ${t.dueAt}`),
  ],
);

/**
 * One version of a learner's work. Versions are never changed or removed (but with the
 * assignment); lateness and its penalty are fixed from the server's clock when it arrives.
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: id(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the learner's first version. */
    version: integer('version').notNull(),
    kind: submissionKind('kind').notNull(),
    /** Media path of an uploaded file (never served under /media/). */
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    linkUrl: text('link_url'),
    text: text('text'),
    submittedAt: timestamptz('submitted_at').notNull(),
    daysLate: integer('days_late').notNull().default(0),
    penaltyPercent: integer('penalty_percent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('assignment_submissions_version_unique').on(t.assignmentId, t.userId, t.version),
    index('assignment_submissions_user_id_idx').on(t.userId),
    unique('assignment_submissions_id_assignment_unique').on(t.id, t.assignmentId),
  ],
);

/**
 * The instructor's grade of a learner's work on an assignment: one per learner, of the version
 * named. Learners see it only once released_at is set.
 */
export const assignmentGrades = pgTable(
  'assignment_grades',
  {
    id: id(),
    assignmentId: integer('assignment_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').notNull(),
    /** Before the late penalty; computed from the rubric when it has one. */
    score: score('score').notNull(),
    /** Per criterion, the index of the level chosen; empty without a rubric. */
    rubricLevels: jsonb('rubric_levels').$type<number[]>().notNull().default([]),
    feedback: text('feedback'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamptz('graded_at').notNull().defaultNow(),
    releasedAt: timestamptz('released_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The graded version belongs to the same assignment.
    foreignKey({
      name: 'assignment_grades_submission_fk',
      columns: [t.submissionId, t.assignmentId],
      foreignColumns: [assignmentSubmissions.id, assignmentSubmissions.assignmentId],
    }).onDelete('cascade'),
    uniqueIndex('assignment_grades_assignment_user_unique').on(t.assignmentId, t.userId),
    index('assignment_grades_user_id_idx').on(t.userId),
    check('assignment_grades_score_non_negative', sql`${t.score} >= 0`),
  ],
);

/**
 * How a course's total weighs its categories (docs/decisions/020-gradebook-and-pass-mark.md): quizzes and assignments, in
 * percent adding up to 100. A course without a row weighs them equally.
 */
export const courseGradeWeights = pgTable(
  'course_grade_weights',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    quizzesPercent: integer('quizzes_percent').notNull(),
    assignmentsPercent: integer('assignments_percent').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'course_grade_weights_sum',
      sql`${t.quizzesPercent} >= 0 and ${t.assignmentsPercent} >= 0
        and ${t.quizzesPercent} + ${t.assignmentsPercent} = 100`,
    ),
  ],
);
