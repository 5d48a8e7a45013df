import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClassworkItem, ClassworkState } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/classwork.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { isReleased } from './quiz-release.ts';

/*
 * The course's quizzes as Classwork lists them, and a learner's state for each: what Classwork,
 * the Grades tab and the gradebook all read, kept apart from the services that close overdue
 * attempts so the gradebook (and the certificate check that uses it) can read them too.
 */

export type QuizListRow = {
  quiz: typeof quizzes.$inferSelect;
  moduleTitle: string | null;
  modulePosition: number | null;
  maxScore: number;
};
type AttemptFacts = Pick<
  typeof quizAttempts.$inferSelect,
  'quizId' | 'submittedAt' | 'score' | 'gradeReleasedAt'
>;

/** A learner's state for one quiz, from their attempts and the quiz's window. */
export function quizState(
  quiz: { opensAt: Date | null; closesAt: Date | null },
  attempts: readonly AttemptFacts[],
  now: Date,
): ClassworkState {
  if (attempts.some((a) => a.submittedAt === null)) return 'in_progress';
  if (attempts.some((a) => a.score !== null && isReleased(a))) return 'graded';
  if (attempts.length > 0) return 'submitted';
  if (quiz.opensAt !== null && quiz.opensAt > now) return 'upcoming';
  if (quiz.closesAt !== null && quiz.closesAt <= now) return 'missing';
  return 'not_started';
}

/**
 * The course's quizzes (drafts too when asked) with their module and points, in Classwork order:
 * by module, then closing date.
 */
export async function listQuizRows(
  db: Db,
  courseId: number,
  withDrafts: boolean,
): Promise<QuizListRow[]> {
  return db
    .select({
      quiz: quizzes,
      moduleTitle: courseModules.title,
      modulePosition: courseModules.position,
      maxScore: sql<number>`(select coalesce(sum(${quizQuestions.points}), 0)::int
        from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`,
    })
    .from(quizzes)
    .leftJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
    .where(
      and(eq(quizzes.courseId, courseId), withDrafts ? undefined : eq(quizzes.isPublished, true)),
    )
    .orderBy(
      sql`${courseModules.position} asc nulls first`,
      sql`${quizzes.closesAt} asc nulls last`,
      asc(quizzes.id),
    );
}

export function baseItem(
  row: QuizListRow,
): Omit<ClassworkItem, 'state' | 'score' | 'passed' | 'submitted_count'> {
  return {
    kind: 'quiz',
    item_id: row.quiz.id,
    title: row.quiz.title,
    opens_at: row.quiz.opensAt?.toISOString() ?? null,
    due_at: row.quiz.closesAt?.toISOString() ?? null,
    is_published: row.quiz.isPublished,
    max_score: row.maxScore,
  };
}

/** Learners' attempts at the course's quizzes, oldest first. */
export function loadQuizAttempts(db: Db, courseId: number, userIds: readonly number[]) {
  return db
    .select({
      quizId: quizAttempts.quizId,
      userId: quizAttempts.userId,
      submittedAt: quizAttempts.submittedAt,
      score: quizAttempts.score,
      gradeReleasedAt: quizAttempts.gradeReleasedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(inArray(quizAttempts.userId, [...userIds]), eq(quizzes.courseId, courseId)))
    .orderBy(asc(quizAttempts.number));
}

/**
 * A quiz's settings as the API names them, shared by its page (GET /api/quizzes/{id}/) and its
 * editing form: title, window, limits, grading and when answers are shown.
 */
export function presentQuizRules(quiz: typeof quizzes.$inferSelect) {
  return {
    title: quiz.title,
    description: quiz.description,
    opens_at: quiz.opensAt?.toISOString() ?? null,
    closes_at: quiz.closesAt?.toISOString() ?? null,
    time_limit_minutes: quiz.timeLimitMinutes,
    max_attempts: quiz.maxAttempts,
    grading_method: quiz.gradingMethod,
    pass_percent: quiz.passPercent,
    show_answers: quiz.showAnswers,
    is_published: quiz.isPublished,
  };
}
