import { z } from 'zod';
import { requiredText, textFieldMessages, tooLongMessage } from './fields.ts';

/**
 * Assignments (docs/rules.md, Assignments): the instructor's assignment form, a learner's submissions and the
 * grade they are given. Times travel as ISO 8601 with an offset; the web enters and shows them in
 * Asia/Dhaka, as quizzes do.
 */

/** What a learner hands in: a file, an https link (GitHub, Colab, Overleaf…) or text. */
export const submissionKinds = ['file', 'link', 'text'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The file types an assignment takes, by extension; each is checked by its content too. */
export const submissionFileTypes = ['pdf', 'ipynb', 'py', 'r', 'zip', 'docx'] as const;
export type SubmissionFileType = (typeof submissionFileTypes)[number];

export const assignmentLimits = {
  titleMax: 200,
  instructionsMax: 20_000,
  pointsMax: 1000,
  penaltyMax: 100,
  /** 20 MB. */
  fileMaxBytes: 20 * 1024 * 1024,
  fileNameMax: 200,
  linkMax: 2000,
  textMax: 50_000,
  feedbackMax: 5000,
  criteriaMax: 20,
  levelsMin: 2,
  levelsMax: 6,
  criterionTitleMax: 200,
} as const;

export const assignmentMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidDateTime: 'Enter a valid date and time.',
  pointsRange: 'Points must be a whole number from 1 to 1000.',
  penaltyRange: 'A percentage is a whole number from 0 to 100.',
  cutoffBeforeDue: 'The cut-off must be after the due date.',
  moduleNotInCourse: 'Choose a module of this course.',
  rubricTotal: 'The rubric’s criteria must add up to the assignment’s points.',
  levelsRange: 'A criterion has 2 to 6 levels.',
  criteriaRange: 'A rubric has at most 20 criteria.',
  levelPointsRange: 'A level’s points are a whole number from 0 to 1000.',
  rubricLocked: 'Learners have been graded with this rubric; it can no longer change.',
  notEnrolled: 'Only learners enrolled in this course can submit.',
  closed: 'This assignment no longer accepts submissions.',
  gradedFinal: 'Your grade is released: this course takes no new version after that.',
  wrongKind: 'This assignment takes a {kind}.',
  noFile: 'Choose a file to upload.',
  fileTooLarge: 'A file can be at most 20 MB.',
  fileType: 'Upload a PDF, .ipynb, .py, .R, .zip or .docx file.',
  fileContent: 'This file’s content is not a valid {type} file.',
  httpsLink: 'Enter a link that starts with https://.',
} as const;

const percent = z
  .number({ error: assignmentMessages.penaltyRange })
  .int(assignmentMessages.penaltyRange)
  .min(0, assignmentMessages.penaltyRange)
  .max(assignmentLimits.penaltyMax, assignmentMessages.penaltyRange);

const dateTime = z.iso.datetime({ offset: true, error: assignmentMessages.invalidDateTime });

/** One criterion of a rubric and its levels ('Excellent' 10, 'Fair' 5, 'Missing' 0). */
export const rubricCriterionSchema = z.object({
  title: requiredText(assignmentLimits.criterionTitleMax),
  levels: z
    .array(
      z.object({
        title: requiredText(assignmentLimits.criterionTitleMax),
        points: z
          .number({ error: assignmentMessages.levelPointsRange })
          .int(assignmentMessages.levelPointsRange)
          .min(0, assignmentMessages.levelPointsRange)
          .max(assignmentLimits.pointsMax, assignmentMessages.levelPointsRange),
      }),
    )
    .min(assignmentLimits.levelsMin, assignmentMessages.levelsRange)
    .max(assignmentLimits.levelsMax, assignmentMessages.levelsRange),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** The most a criterion gives: its best level. */
export function criterionMax(criterion: { levels: readonly { points: number }[] }): number {
  return Math.max(0, ...criterion.levels.map((level) => level.points));
}

/**
 * The score a rubric gives: the points of the level chosen for each criterion. Null when the
 * choice does not fit (one level per criterion, each among its levels).
 */
export function rubricScore(
  rubric: readonly { levels: readonly { points: number }[] }[],
  levels: readonly number[],
): number | null {
  if (levels.length !== rubric.length) return null;
  let total = 0;
  for (const [index, criterion] of rubric.entries()) {
    const level = criterion.levels[levels[index]!];
    if (!level) return null;
    total += level.points;
  }
  return total;
}

/**
 * POST /api/courses/{id}/assignments/ and PUT /api/instructor-assignments/{id}/. The instructions
 * are rich text, sanitised by the server (the notes' allow-list) before they are stored.
 */
export const assignmentFormSchema = z
  .object({
    title: requiredText(assignmentLimits.titleMax),
    instructions: z
      .string()
      .max(assignmentLimits.instructionsMax, tooLongMessage(assignmentLimits.instructionsMax))
      .nullish()
      .transform((value) => value ?? ''),
    /** The module it belongs to; null for the course as a whole. */
    module_id: z.number().int().positive().nullable(),
    points: z
      .number({ error: assignmentMessages.pointsRange })
      .int(assignmentMessages.pointsRange)
      .min(1, assignmentMessages.pointsRange)
      .max(assignmentLimits.pointsMax, assignmentMessages.pointsRange),
    due_at: dateTime,
    /** After it nothing is accepted; null: late work is taken for ever. */
    cutoff_at: dateTime.nullable(),
    /** Taken off the score for each started day late. */
    late_penalty_percent: percent,
    /** The penalty never takes the score below this share of it. */
    late_penalty_floor_percent: percent,
    submission_kind: z.enum(submissionKinds),
    /** Learners see an assignment only once it is published. */
    is_published: z.boolean(),
    /** Empty for none; otherwise its criteria's best levels add up to the points. */
    rubric: z
      .array(rubricCriterionSchema)
      .max(assignmentLimits.criteriaMax, assignmentMessages.criteriaRange),
  })
  .superRefine((form, context) => {
    if (form.cutoff_at && Date.parse(form.cutoff_at) <= Date.parse(form.due_at)) {
      context.addIssue({
        code: 'custom',
        path: ['cutoff_at'],
        message: assignmentMessages.cutoffBeforeDue,
      });
    }
    const total = form.rubric.reduce((sum, criterion) => sum + criterionMax(criterion), 0);
    if (form.rubric.length > 0 && total !== form.points) {
      context.addIssue({
        code: 'custom',
        path: ['rubric'],
        message: assignmentMessages.rubricTotal,
      });
    }
  });
export type AssignmentForm = z.infer<typeof assignmentFormSchema>;
export type AssignmentFormInput = z.input<typeof assignmentFormSchema>;

export const assignmentSavedSchema = z.object({ assignment_id: z.number().int() });

/** GET /api/instructor-assignments/{id}/: the form as stored, for editing. */
export const instructorAssignmentSchema = z.object({
  assignment_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  submissions_count: z.number().int(),
  /** Learners have been graded with the rubric: it can no longer change. */
  rubric_locked: z.boolean(),
  form: z.object({
    title: z.string(),
    instructions: z.string(),
    module_id: z.number().int().nullable(),
    points: z.number().int(),
    due_at: z.string(),
    cutoff_at: z.string().nullable(),
    late_penalty_percent: z.number().int(),
    late_penalty_floor_percent: z.number().int(),
    submission_kind: z.enum(submissionKinds),
    is_published: z.boolean(),
    rubric: z.array(rubricCriterionSchema),
  }),
});
export type InstructorAssignment = z.infer<typeof instructorAssignmentSchema>;

// ---- Submitting --------------------------------------------------------------------------

const httpsLink = z
  .string({ error: assignmentMessages.required })
  .trim()
  .max(assignmentLimits.linkMax, tooLongMessage(assignmentLimits.linkMax))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, assignmentMessages.httpsLink);

/**
 * POST /api/assignments/{id}/submissions/ as JSON (a link or text); a file goes as
 * multipart/form-data in the field `file`.
 */
export const submitWorkSchema = z.union([
  z.object({ link_url: httpsLink }).strict(),
  z
    .object({
      text: requiredText(assignmentLimits.textMax),
    })
    .strict(),
]);
export type SubmitWork = z.infer<typeof submitWorkSchema>;

/** The multipart field that carries a file. */
export const SUBMISSION_FILE_FIELD = 'file';

/** One version of a learner's work, oldest first; every one is kept. */
export const submissionSchema = z.object({
  submission_id: z.number().int(),
  version: z.number().int(),
  kind: z.enum(submissionKinds),
  submitted_at: z.string(),
  is_late: z.boolean(),
  /** Started days after the due date; 0 when on time. */
  days_late: z.number().int(),
  /** Taken off this version's score (per day late, never past the floor). */
  penalty_percent: z.number().int(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  /** GET it with the bearer token; served to the learner, the instructor and staff only. */
  file_url: z.string().nullable(),
  link_url: z.string().nullable(),
  text: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A learner's state for an assignment, as in the Classwork and Grades tabs. */
export const assignmentStates = ['not_started', 'submitted', 'late', 'graded', 'missing'] as const;
export type AssignmentState = (typeof assignmentStates)[number];

/** A released grade as the learner sees it. */
export const releasedGradeSchema = z.object({
  /** The instructor's score before the late penalty. */
  score: z.number(),
  penalty_percent: z.number().int(),
  /** After the penalty: what counts. */
  final_score: z.number(),
  feedback: z.string().nullable(),
  /** Per criterion, the level chosen (index into its levels); empty without a rubric. */
  rubric_levels: z.array(z.number().int()),
  released_at: z.string(),
});
export type ReleasedGrade = z.infer<typeof releasedGradeSchema>;

/** GET /api/assignments/{id}/: the assignment's page for a learner (or its instructor). */
export const assignmentOverviewSchema = z.object({
  assignment_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  module_title: z.string().nullable(),
  title: z.string(),
  instructions: z.string(),
  points: z.number().int(),
  due_at: z.string(),
  cutoff_at: z.string().nullable(),
  late_penalty_percent: z.number().int(),
  late_penalty_floor_percent: z.number().int(),
  submission_kind: z.enum(submissionKinds),
  rubric: z.array(rubricCriterionSchema),
  is_published: z.boolean(),
  /** The server's clock: lateness is judged by it, never by the device's. */
  server_now: z.string(),
  /** The caller's state; null for the instructor and staff. */
  state: z.enum(assignmentStates).nullable(),
  /** The caller's versions, oldest first. */
  submissions: z.array(submissionSchema),
  /** Null until the instructor releases it. */
  grade: releasedGradeSchema.nullable(),
  can_submit: z.boolean(),
  /** Why not, when a learner cannot submit. */
  blocked_reason: z.string().nullable(),
  /**
   * What a version handed in now would be, by the server's clock: the started days late and the
   * penalty it would carry; null when the caller cannot submit.
   */
  if_submitted_now: z
    .object({ days_late: z.number().int(), penalty_percent: z.number().int() })
    .nullable(),
  can_edit: z.boolean(),
});
export type AssignmentOverview = z.infer<typeof assignmentOverviewSchema>;
