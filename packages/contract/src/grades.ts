import { z } from 'zod';
import { classworkItemKinds, classworkStates } from './quizzes.ts';

/**
 * The learner's Grades tab (docs/product.md, Learn; docs/decisions/020-gradebook-and-pass-mark.md): each item with its state, score and feedback, and
 * the course total from the categories' weights the instructor sets.
 */

export const gradeWeightMessages = {
  range: 'A weight is a whole number from 0 to 100.',
  sum: 'The weights must add up to 100.',
} as const;

const weight = z
  .number({ error: gradeWeightMessages.range })
  .int(gradeWeightMessages.range)
  .min(0, gradeWeightMessages.range)
  .max(100, gradeWeightMessages.range);

/** PUT /api/courses/{id}/grade-weights/: quizzes and assignments, in percent adding up to 100. */
export const gradeWeightsSchema = z
  .object({ quizzes_percent: weight, assignments_percent: weight })
  .superRefine((weights, context) => {
    if (weights.quizzes_percent + weights.assignments_percent !== 100) {
      context.addIssue({
        code: 'custom',
        path: ['assignments_percent'],
        message: gradeWeightMessages.sum,
      });
    }
  });
export type GradeWeights = z.infer<typeof gradeWeightsSchema>;

/** Without weights set, the categories count equally. */
export const DEFAULT_GRADE_WEIGHTS: GradeWeights = { quizzes_percent: 50, assignments_percent: 50 };

export const gradeItemSchema = z.object({
  kind: z.enum(classworkItemKinds),
  item_id: z.number().int(),
  title: z.string(),
  due_at: z.string().nullable(),
  state: z.enum(classworkStates),
  /** What counts once released (after any late penalty); null before. */
  score: z.number().nullable(),
  max_score: z.number(),
  /** The instructor's feedback on an assignment, once released. */
  feedback: z.string().nullable(),
});
export type GradeItem = z.infer<typeof gradeItemSchema>;

export const gradeCategorySchema = z.object({
  kind: z.enum(classworkItemKinds),
  weight_percent: z.number().int(),
  earned: z.number(),
  possible: z.number(),
  /** Earned over possible of the graded items; null while none is graded. */
  percent: z.number().nullable(),
});

export const certificateRuleMessages = {
  passPercent: 'A pass mark is a whole number from 1 to 100.',
} as const;

/**
 * PUT /api/courses/{id}/certificate-rule/: whether the certificate also requires a pass, and the
 * pass mark as a percent of the course total (1 to 100). Without a pass, completing every lesson
 * earns it.
 */
export const certificateRuleSchema = z
  .object({
    requires_pass: z.boolean(),
    pass_percent: z
      .number({ error: certificateRuleMessages.passPercent })
      .int(certificateRuleMessages.passPercent)
      .min(1, certificateRuleMessages.passPercent)
      .max(100, certificateRuleMessages.passPercent)
      .nullable(),
  })
  .superRefine((rule, context) => {
    if (rule.requires_pass && rule.pass_percent === null) {
      context.addIssue({
        code: 'custom',
        path: ['pass_percent'],
        message: certificateRuleMessages.passPercent,
      });
    }
  });
export type CertificateRule = z.infer<typeof certificateRuleSchema>;

/** GET /api/courses/{id}/grades/: the caller's grades in a course. */
export const courseGradesSchema = z.object({
  course_id: z.number().int(),
  weights: gradeWeightsSchema,
  can_edit_weights: z.boolean(),
  items: z.array(gradeItemSchema),
  categories: z.array(gradeCategorySchema),
  /** The weighted total in percent over the categories with a graded item; null before any. */
  total_percent: z.number().nullable(),
  /** The total the certificate requires besides every lesson; null when lessons are enough. */
  certificate_pass_percent: z.number().int().nullable(),
});
export type CourseGrades = z.infer<typeof courseGradesSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A course total: each category's earned over possible points of its graded items, weighted;
 * a category with nothing graded yet leaves the others' weights to share the total.
 */
export function courseTotal(
  items: readonly Pick<GradeItem, 'kind' | 'score' | 'max_score'>[],
  weights: GradeWeights,
): { categories: z.infer<typeof gradeCategorySchema>[]; total: number | null } {
  const weightOf = { quiz: weights.quizzes_percent, assignment: weights.assignments_percent };
  const categories = classworkItemKinds.map((kind) => {
    const graded = items.filter((item) => item.kind === kind && item.score !== null);
    const earned = graded.reduce((sum, item) => sum + item.score!, 0);
    const possible = graded.reduce((sum, item) => sum + item.max_score, 0);
    return {
      kind,
      weight_percent: weightOf[kind],
      earned: round2(earned),
      possible,
      percent: possible > 0 ? round2((earned / possible) * 100) : null,
    };
  });
  const counted = categories.filter((category) => category.percent !== null);
  const weightSum = counted.reduce((sum, category) => sum + category.weight_percent, 0);
  const total =
    counted.length === 0
      ? null
      : weightSum === 0
        ? round2(counted.reduce((sum, c) => sum + c.percent!, 0) / counted.length)
        : round2(counted.reduce((sum, c) => sum + c.percent! * c.weight_percent, 0) / weightSum);
  return { categories, total };
}
