import { eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { quizzes } from '../../db/schema/classwork.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { assertCanSeeClasswork } from './policies.ts';

export type QuizRow = typeof quizzes.$inferSelect;

/** A quiz with what deciding access and presenting it need, for one caller. */
export type QuizAccess = {
  quiz: QuizRow;
  courseTitle: string;
  instructorId: number;
  moduleTitle: string | null;
  isEnrolled: boolean;
  canManage: boolean;
};

/**
 * Loads a quiz in one query and checks the caller may see it: its instructor and staff always;
 * learners only when it is published (404 otherwise, so drafts stay unknown) and they are
 * enrolled in its course (403).
 */
export async function loadQuizAccess(
  db: Db | DbTransaction,
  user: AccessClaims,
  quizId: number,
): Promise<QuizAccess> {
  const [row] = await db
    .select({
      quiz: quizzes,
      courseTitle: courses.title,
      instructorId: courses.instructorId,
      moduleTitle: courseModules.title,
      // Written out in full: drizzle leaves a column unqualified inside sql``, and a bare
      // "course_id" here would be the enrolment's own, true for any enrolment at all.
      isEnrolled: sql<boolean>`exists (select 1 from enrollments e
        where e.course_id = "quizzes"."course_id" and e.user_id = ${user.userId})`,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
    .where(eq(quizzes.id, quizId));
  if (!row) throw notFound();
  const canManage = assertCanSeeClasswork(user, {
    instructorId: row.instructorId,
    isPublished: row.quiz.isPublished,
    isEnrolled: row.isEnrolled,
  });
  return { ...row, canManage };
}

/** For routes that change a quiz: as loadQuizAccess, then 403 unless the caller manages it. */
export async function loadManagedQuiz(
  db: Db | DbTransaction,
  user: AccessClaims,
  quizId: number,
): Promise<QuizAccess> {
  const access = await loadQuizAccess(db, user, quizId);
  if (!access.canManage) throw forbidden();
  return access;
}
