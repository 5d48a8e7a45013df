import { and, asc, eq, sql } from 'drizzle-orm';
import type { AttemptSummary, QuizOverview } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizQuestions } from '../../db/schema/classwork.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { finishOverdueAttempts } from './attempt-grading.ts';
import { startBlocker } from './attempt-service.ts';
import { loadQuizAccess } from './quiz-access.ts';
import { gradedScores, hasPassed, quizGrade } from './quiz-grade.ts';
import { isReleased } from './quiz-release.ts';
import { presentQuizRules } from './quiz-rows.ts';

type AttemptFacts = Pick<
  typeof quizAttempts.$inferSelect,
  'id' | 'number' | 'startedAt' | 'submittedAt' | 'score' | 'awaitingGrading' | 'gradeReleasedAt'
>;

/**
 * An attempt in a list. Its learner sees the score and 'graded' only once the grade is released
 * (at submit, or by the instructor for essays); the instructor and staff always.
 */
export function presentAttemptSummary(attempt: AttemptFacts, asManager = false): AttemptSummary {
  const visible = asManager || isReleased(attempt);
  return {
    attempt_id: attempt.id,
    number: attempt.number,
    state:
      attempt.submittedAt === null
        ? 'in_progress'
        : attempt.awaitingGrading || !visible
          ? 'submitted'
          : 'graded',
    started_at: attempt.startedAt.toISOString(),
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    score: visible ? attempt.score : null,
  };
}

/** GET /api/quizzes/{id}/: the quiz's page for the caller, with their attempts and grade. */
export async function getQuizOverview(
  db: Db,
  user: AccessClaims,
  quizId: number,
  now: Date = new Date(),
): Promise<QuizOverview> {
  const access = await loadQuizAccess(db, user, quizId);
  const { quiz } = access;
  await finishOverdueAttempts(db, { quizId, userId: user.userId }, now);
  const [attempts, [totals]] = await Promise.all([
    db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, user.userId)))
      .orderBy(asc(quizAttempts.number)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        points: sql<number>`coalesce(sum(${quizQuestions.points}), 0)::int`,
      })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId)),
  ]);
  const maxScore = totals?.points ?? 0;
  const open = attempts.find((attempt) => attempt.submittedAt === null) ?? null;
  const grade = quizGrade(quiz.gradingMethod, gradedScores(attempts));
  const blocker = access.isEnrolled ? startBlocker(quiz, attempts.length, now) : null;
  return {
    quiz_id: quiz.id,
    course_id: quiz.courseId,
    course_title: access.courseTitle,
    module_title: access.moduleTitle,
    ...presentQuizRules(quiz),
    question_count: totals?.count ?? 0,
    max_score: maxScore,
    attempts: attempts.map((attempt) => presentAttemptSummary(attempt)),
    attempts_left:
      quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - attempts.length),
    in_progress_attempt_id: open?.id ?? null,
    grade,
    passed: hasPassed(grade, maxScore, quiz.passPercent),
    can_start: access.isEnrolled && open === null && blocker === null,
    blocked_reason: open === null ? blocker : null,
    can_edit: access.canManage,
  };
}
