import { z } from 'zod';
import { gradeWeightsSchema } from './grades.ts';
import { pageSchema } from './pagination.ts';
import { classworkItemKinds, classworkStates } from './quizzes.ts';

/**
 * The instructor's gradebook: the course's learners against its published quizzes and
 * assignments in module order, each cell the learner's state and released score, and each
 * learner's weighted total by the Grades tab's rule (`courseTotal`).
 */

/**
 * Learners in one view of the gradebook when `?page_size=` is not given: a cohort of 200 fits on
 * one screen and one request; larger courses turn pages (docs/decisions/020-gradebook-and-pass-mark.md).
 */
export const GRADEBOOK_PAGE_SIZE = 200;

export const gradebookItemSchema = z.object({
  kind: z.enum(classworkItemKinds),
  item_id: z.number().int(),
  title: z.string(),
  module_title: z.string().nullable(),
  due_at: z.string().nullable(),
  max_score: z.number(),
});
export type GradebookItem = z.infer<typeof gradebookItemSchema>;

export const gradebookCellSchema = z.object({
  state: z.enum(classworkStates),
  /** The score that counts (released, after any late penalty); null before. */
  score: z.number().nullable(),
  /** A grade given but not yet released (after any late penalty): the instructor's view only. */
  unreleased_score: z.number().nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookRowSchema = z.object({
  learner_id: z.number().int(),
  learner_name: z.string(),
  learner_email: z.string(),
  /** One per item, in the order of `items`. */
  cells: z.array(gradebookCellSchema),
  /** The weighted course total of released grades, as the learner's Grades tab shows it. */
  total_percent: z.number().nullable(),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

/** GET /api/courses/{id}/gradebook/: one page of learners, with the course's items. */
export const gradebookSchema = pageSchema(gradebookRowSchema).extend({
  course_id: z.number().int(),
  course_title: z.string(),
  weights: gradeWeightsSchema,
  items: z.array(gradebookItemSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;
