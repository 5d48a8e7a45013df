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
import type { QuizResponse } from '@academy/contract/quizzes';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { courseModules } from './course-content.ts';
import { answerVisibility, gradingMethod, questionKind } from './enums.ts';

/** A score with two decimals (partial credit), read as a number. */
const score = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** The right answer of a question; only the fields of its kind are set. Never sent unasked. */
export type AnswerKey = {
  choice_ids?: number[];
  answer?: boolean;
  accepted_answers?: string[];
  value?: number;
  tolerance?: number;
};

/** A quiz of a course, placed in one of its modules or (module_id null) the course as a whole. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Set to null when the module is deleted: the quiz then belongs to the course. */
    moduleId: integer('module_id').references(() => courseModules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    opensAt: timestamptz('opens_at'),
    closesAt: timestamptz('closes_at'),
    timeLimitMinutes: integer('time_limit_minutes'),
    /** Null for unlimited. */
    maxAttempts: integer('max_attempts'),
    gradingMethod: gradingMethod('grading_method').notNull().default('highest'),
    passPercent: integer('pass_percent').notNull().default(50),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleChoices: boolean('shuffle_choices').notNull().default(false),
    showAnswers: answerVisibility('show_answers').notNull().default('after_attempt'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quizzes_course_id_idx').on(t.courseId),
    index('quizzes_module_id_idx').on(t.moduleId),
    check('quizzes_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    check(
      'quizzes_window_order',
      sql`${t.closesAt} is null or ${t.opensAt} is null or ${t.closesAt} > ${t.opensAt}`,
    ),
  ],
);

/** A question of a quiz, in position order. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: questionKind('kind').notNull(),
    prompt: text('prompt').notNull(),
    points: integer('points').notNull(),
    explanation: text('explanation').notNull().default(''),
    /** Choice texts; a choice's id is its 1-based place in this list. */
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    partialCredit: boolean('partial_credit').notNull().default(false),
    answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
  },
  (t) => [
    index('quiz_questions_quiz_id_idx').on(t.quizId, t.position),
    unique('quiz_questions_id_quiz_id_unique').on(t.id, t.quizId),
    check('quiz_questions_points_positive', sql`${t.points} > 0`),
  ],
);

/**
 * One go at a quiz by one learner. The start time, the deadline and the order questions and
 * choices were shown in are fixed when it starts; submitted_at is set once, with the score, in
 * the same transaction that grades its answers.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the learner's first attempt at this quiz. */
    number: integer('number').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** When answers stop being taken (time limit or closing time, the earlier); null for none. */
    deadlineAt: timestamptz('deadline_at'),
    submittedAt: timestamptz('submitted_at'),
    /** Question ids in the order this attempt shows them. */
    questionOrder: jsonb('question_order').$type<number[]>().notNull(),
    /** Per question id, choice ids in the order this attempt shows them. */
    choiceOrder: jsonb('choice_order').$type<Record<string, number[]>>().notNull().default({}),
    /** Sum of answer scores once every answer is graded; null before. */
    score: score('score'),
    maxScore: integer('max_score').notNull(),
    /** True from submit until the instructor has graded every essay answer. */
    awaitingGrading: boolean('awaiting_grading').notNull().default(false),
    /**
     * When the learner may see the score: at submit for an attempt graded automatically, when the
     * instructor releases it for one with essays. Null before.
     */
    gradeReleasedAt: timestamptz('grade_released_at'),
  },
  (t) => [
    uniqueIndex('quiz_attempts_quiz_user_number_unique').on(t.quizId, t.userId, t.number),
    // At most one attempt in progress per learner and quiz, even under concurrent starts.
    uniqueIndex('quiz_attempts_one_open_unique')
      .on(t.quizId, t.userId)
      .where(sql`${t.submittedAt} is null`),
    index('quiz_attempts_user_id_idx').on(t.userId),
    unique('quiz_attempts_id_quiz_id_unique').on(t.id, t.quizId),
  ],
);

/**
 * A learner's answer to one question of an attempt. quiz_id ties both keys together, so an answer
 * to a question of another quiz cannot be stored.
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    attemptId: integer('attempt_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    questionId: integer('question_id').notNull(),
    response: jsonb('response').$type<QuizResponse>().notNull(),
    /** Set at submit for auto-graded kinds, by the instructor for essays. */
    score: score('score'),
    feedback: text('feedback'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'quiz_answers_attempt_quiz_fk',
      columns: [t.attemptId, t.quizId],
      foreignColumns: [quizAttempts.id, quizAttempts.quizId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quiz_answers_question_quiz_fk',
      columns: [t.questionId, t.quizId],
      foreignColumns: [quizQuestions.id, quizQuestions.quizId],
    }).onDelete('cascade'),
    uniqueIndex('quiz_answers_attempt_question_unique').on(t.attemptId, t.questionId),
    index('quiz_answers_question_id_idx').on(t.questionId),
    check('quiz_answers_score_non_negative', sql`${t.score} is null or ${t.score} >= 0`),
  ],
);
