import { z } from 'zod';

/** How far ahead the dashboard looks for work due. */
export const UPCOMING_WORK_DAYS = 14;
/** The most items the dashboard lists. */
export const UPCOMING_WORK_LIMIT = 10;

/** A quiz that closes, or an assignment that is due, soon, not yet handed in by the reader. */
export const upcomingWorkItemSchema = z.object({
  kind: z.enum(['quiz', 'assignment']),
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  /** A quiz's closing time or an assignment's due date. */
  due_at: z.string(),
});
export type UpcomingWorkItem = z.infer<typeof upcomingWorkItemSchema>;

/** GET /api/classwork/upcoming/: soonest first, across the reader's courses. */
export const upcomingWorkSchema = z.object({
  now: z.string(),
  results: z.array(upcomingWorkItemSchema),
});
export type UpcomingWork = z.infer<typeof upcomingWorkSchema>;
