import { and, eq, isNotNull } from 'drizzle-orm';
import {
  courseTotal,
  type CertificateRule,
  type CourseGrades,
  type GradeWeights,
} from '@academy/contract/grades';
import type { Db } from '../../db/client.ts';
import { assignmentGrades, assignments, courseGradeWeights } from '../../db/schema/assignments.ts';
import { courses } from '../../db/schema/catalogue.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { getClasswork } from './classwork-service.ts';
import { loadWeights } from './grade-weights.ts';

/**
 * GET /api/courses/{id}/grades/: the caller's items of the course with their state and counting
 * score (the Classwork tab's, so released grades only), released feedback, and the weighted
 * total. The course's instructor and staff get the weights to set, without items.
 */
export async function getCourseGrades(
  db: Db,
  user: AccessClaims,
  courseId: number,
  now: Date,
): Promise<CourseGrades> {
  const classwork = await getClasswork(db, user, courseId, now);
  const [weights, [rule], feedback] = await Promise.all([
    loadWeights(db, courseId),
    db
      .select({ passPercent: courses.certificatePassPercent })
      .from(courses)
      .where(eq(courses.id, courseId)),
    classwork.can_edit
      ? Promise.resolve([])
      : db
          .select({
            assignmentId: assignmentGrades.assignmentId,
            feedback: assignmentGrades.feedback,
          })
          .from(assignmentGrades)
          .innerJoin(assignments, eq(assignments.id, assignmentGrades.assignmentId))
          .where(
            and(
              eq(assignments.courseId, courseId),
              eq(assignmentGrades.userId, user.userId),
              isNotNull(assignmentGrades.releasedAt),
            ),
          ),
  ]);
  const feedbackOf = new Map(feedback.map((row) => [row.assignmentId, row.feedback]));
  const items = classwork.can_edit
    ? []
    : classwork.groups.flatMap((group) =>
        group.items.map((item) => ({
          kind: item.kind,
          item_id: item.item_id,
          title: item.title,
          due_at: item.due_at,
          state: item.state ?? 'not_started',
          score: item.score,
          max_score: item.max_score,
          feedback: item.kind === 'assignment' ? (feedbackOf.get(item.item_id) ?? null) : null,
        })),
      );
  const { categories, total } = courseTotal(items, weights);
  return {
    course_id: courseId,
    weights,
    can_edit_weights: classwork.can_edit,
    items,
    categories,
    total_percent: total,
    certificate_pass_percent: rule?.passPercent ?? null,
  };
}

/** PUT /api/courses/{id}/grade-weights/: the course's category weights. */
export async function setGradeWeights(
  db: Db,
  courseId: number,
  weights: GradeWeights,
): Promise<void> {
  const values = {
    quizzesPercent: weights.quizzes_percent,
    assignmentsPercent: weights.assignments_percent,
  };
  await db
    .insert(courseGradeWeights)
    .values({ courseId, ...values })
    .onConflictDoUpdate({ target: courseGradeWeights.courseId, set: values });
}

/** PUT /api/courses/{id}/certificate-rule/: whether the certificate also requires a pass mark. */
export async function setCertificateRule(
  db: Db,
  courseId: number,
  rule: CertificateRule,
): Promise<CertificateRule> {
  const passPercent = rule.requires_pass ? rule.pass_percent : null;
  await db
    .update(courses)
    .set({ certificatePassPercent: passPercent })
    .where(eq(courses.id, courseId));
  return { requires_pass: passPercent !== null, pass_percent: passPercent };
}
