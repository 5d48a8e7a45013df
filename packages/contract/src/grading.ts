import { z } from 'zod';
import { tooLongMessage } from './fields.ts';
import { assignmentLimits, rubricCriterionSchema, submissionSchema } from './assignments.ts';
import { pageQuerySchema } from './pagination.ts';

/**
 * The grading queue and grade release (docs/decisions/019-grades-released-explicitly.md): every assignment's newest work and
 * every quiz attempt with essays, graded by the course's instructor or staff and released to
 * learners explicitly. Until released, a learner sees 'submitted', never the score.
 */

/** What a queue entry grades: a learner's assignment work, or a quiz attempt with essays. */
export const gradeEntryKinds = ['assignment', 'quiz_attempt'] as const;
export type GradeEntryKind = (typeof gradeEntryKinds)[number];

/** waiting: not graded (or resubmitted since); graded: not yet released; released: seen. */
export const gradeEntryStates = ['waiting', 'graded', 'released'] as const;
export type GradeEntryState = (typeof gradeEntryStates)[number];

export const GRADING_QUEUE_PAGE_SIZE = 20;

/** GET /api/grading-queue/?course=&kind=&item=&state=&page=. */
export const gradingQueueQuerySchema = pageQuerySchema.extend({
  course: z.coerce.number().int().positive().optional(),
  kind: z.enum(gradeEntryKinds).optional(),
  /** An assignment's or a quiz's id (with kind). */
  item: z.coerce.number().int().positive().optional(),
  state: z.enum(gradeEntryStates).optional(),
});
export type GradingQueueQuery = z.infer<typeof gradingQueueQuerySchema>;

export const gradingQueueEntrySchema = z.object({
  kind: z.enum(gradeEntryKinds),
  /** The newest submission's id (assignment) or the attempt's id (quiz). */
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  item_id: z.number().int(),
  item_title: z.string(),
  learner_id: z.number().int(),
  learner_name: z.string(),
  learner_email: z.string(),
  submitted_at: z.string(),
  is_late: z.boolean(),
  penalty_percent: z.number().int(),
  state: z.enum(gradeEntryStates),
  /** Before the late penalty; null while waiting. */
  score: z.number().nullable(),
  /** After it: what the learner sees once released. */
  final_score: z.number().nullable(),
  max_score: z.number(),
});
export type GradingQueueEntry = z.infer<typeof gradingQueueEntrySchema>;

export const gradeMessages = {
  scoreNegative: 'Ensure this value is greater than or equal to 0.',
  invalidNumber: 'A valid number is required.',
  scoreAbovePoints: 'A score cannot be more than the assignment’s {points} points.',
  scoreOrRubric: 'Give a score, or choose a level of every criterion.',
  rubricLevels: 'Choose one level of each criterion of the rubric.',
  feedbackTooLong: tooLongMessage(5000),
  notReleasable: 'This grade is not waiting for release in this course.',
  nothingToRelease: 'Choose the grades to release.',
  lowerThanReleased:
    'This grade ({new}) is below the released one ({released}) the learner sees. Confirm to release it.',
} as const;

/**
 * PUT /api/assignment-submissions/{id}/grade/: the instructor's grade of this version. With a
 * rubric, the levels chosen make the score (the server adds them up); otherwise the score given.
 */
export const gradeSubmissionSchema = z
  .object({
    score: z
      .number({ error: gradeMessages.invalidNumber })
      .finite()
      .min(0, gradeMessages.scoreNegative)
      .nullish()
      .transform((value) => value ?? null),
    rubric_levels: z
      .array(z.number().int().min(0))
      .max(assignmentLimits.criteriaMax)
      .nullish()
      .transform((value) => value ?? null),
    feedback: z
      .string()
      .trim()
      .max(assignmentLimits.feedbackMax, gradeMessages.feedbackTooLong)
      .nullish()
      .transform((value) => value || null),
    /**
     * A grade that would leave the learner below the grade already released to them is saved
     * (and so released) only with this set: the instructor saw the old and new one side by side.
     */
    confirm_lower: z.boolean().default(false),
  })
  .superRefine((grade, context) => {
    if (grade.score === null && grade.rubric_levels === null) {
      context.addIssue({ code: 'custom', path: ['score'], message: gradeMessages.scoreOrRubric });
    }
  });
export type GradeSubmission = z.infer<typeof gradeSubmissionSchema>;
export type GradeSubmissionInput = z.input<typeof gradeSubmissionSchema>;

/** A learner's work with its grade, for the instructor grading it. */
export const submissionGradeSchema = z.object({
  score: z.number(),
  final_score: z.number(),
  rubric_levels: z.array(z.number().int()),
  feedback: z.string().nullable(),
  graded_at: z.string(),
  released_at: z.string().nullable(),
  /** The grade is of this version (not an older one). */
  is_current: z.boolean(),
  /** The version the grade is of. */
  submission_id: z.number().int(),
  version: z.number().int(),
});

/**
 * POST /api/courses/{id}/grades/release/: the grades named (queue entries), or every graded one
 * of the course with `all`, released together in one transaction.
 */
export const releaseGradesSchema = z
  .object({
    entries: z
      .array(z.object({ kind: z.enum(gradeEntryKinds), id: z.number().int().positive() }))
      .max(500)
      .default([]),
    all: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (!body.all && body.entries.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['entries'],
        message: gradeMessages.nothingToRelease,
      });
    }
  });
export type ReleaseGrades = z.input<typeof releaseGradesSchema>;

export const releaseResultSchema = z.object({ released: z.number().int() });

/** GET /api/assignment-submissions/{id}/: one version of a learner's work, for grading it. */
export const submissionForGradingSchema = z.object({
  submission: submissionSchema,
  assignment_id: z.number().int(),
  assignment_title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  points: z.number().int(),
  rubric: z.array(rubricCriterionSchema),
  learner_id: z.number().int(),
  learner_name: z.string(),
  learner_email: z.string(),
  /** Every version of this learner, oldest first. */
  versions: z.array(submissionSchema),
  grade: submissionGradeSchema.nullable(),
});
export type SubmissionForGrading = z.infer<typeof submissionForGradingSchema>;
