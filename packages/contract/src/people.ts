import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination.ts';

/**
 * The People tab of an enrolled course (docs/product.md, Learn). Its instructor and staff read the whole class
 * roster; a learner reads only the classmates who chose to be listed (`listed_in_class` on their
 * profile, off by default), so nobody's enrolment is shown without their consent.
 */

/** Names and e-mails searched by the roster's ?search=. */
export const ROSTER_SEARCH_MAX_LENGTH = 100;
/** Learners per page unless ?page_size= says otherwise. */
export const PEOPLE_PAGE_SIZE = 50;

/** GET /api/courses/{id}/roster/?search=&page=&page_size= */
export const rosterQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(ROSTER_SEARCH_MAX_LENGTH).optional(),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;

/** One enrolled learner as the course's instructor and staff see them. */
export const rosterLearnerSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  email: z.string(),
  enrolled_at: z.string(),
  completed_lessons: z.number().int(),
  /** Whole percent of the course's lessons done. */
  percentage: z.number().int().min(0).max(100),
  /** The latest lesson completed or quiz started in this course; null before any. */
  last_activity_at: z.string().nullable(),
});
export type RosterLearner = z.infer<typeof rosterLearnerSchema>;

export const rosterPageSchema = pageSchema(rosterLearnerSchema).extend({
  total_lessons: z.number().int(),
});
export type RosterPage = z.infer<typeof rosterPageSchema>;

/** GET /api/courses/{id}/classmates/?page=&page_size= */
export const classmatesQuerySchema = pageQuerySchema;

/** A classmate who chose to be listed: a name and a picture, nothing else. */
export const classmateSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type Classmate = z.infer<typeof classmateSchema>;

export const classmatesPageSchema = pageSchema(classmateSchema).extend({
  /** Whether the reader is listed to their own classmates (their profile setting). */
  you_are_listed: z.boolean(),
});
export type ClassmatesPage = z.infer<typeof classmatesPageSchema>;
