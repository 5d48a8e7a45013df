import { eq } from 'drizzle-orm';
import { DEFAULT_GRADE_WEIGHTS, type GradeWeights } from '@academy/contract/grades';
import type { Db } from '../../db/client.ts';
import { courseGradeWeights } from '../../db/schema/assignments.ts';

/** The course's category weights (quizzes and assignments), or the defaults when never set. */
export async function loadWeights(db: Db, courseId: number): Promise<GradeWeights> {
  const [row] = await db
    .select()
    .from(courseGradeWeights)
    .where(eq(courseGradeWeights.courseId, courseId));
  return row
    ? { quizzes_percent: row.quizzesPercent, assignments_percent: row.assignmentsPercent }
    : DEFAULT_GRADE_WEIGHTS;
}
