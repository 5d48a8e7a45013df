import type { GradingMethod } from '@academy/contract/quizzes';
import { roundScore } from '@academy/contract/quiz-grading';
import { isReleased } from './quiz-release.ts';

/**
 * A learner's grade for a quiz from their graded attempts (oldest first) by the quiz's grading
 * method; null before any attempt is graded. Attempts waiting for an essay grade do not count yet.
 */
export function quizGrade(method: GradingMethod, scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  if (method === 'last') return scores[scores.length - 1]!;
  if (method === 'average') return roundScore(scores.reduce((a, b) => a + b, 0) / scores.length);
  return Math.max(...scores);
}

/** Pass when the grade reaches the pass mark as a share of the quiz's points. */
export function hasPassed(
  grade: number | null,
  maxScore: number,
  passPercent: number,
): boolean | null {
  if (grade === null) return null;
  if (maxScore <= 0) return true;
  return grade * 100 >= passPercent * maxScore;
}

/** Scores of the attempts graded and released, oldest first: what a learner's grade is taken over. */
export const gradedScores = (
  attempts: readonly {
    score: number | null;
    submittedAt: Date | null;
    gradeReleasedAt: Date | null;
  }[],
) =>
  attempts.flatMap((a) =>
    a.submittedAt !== null && a.score !== null && isReleased(a) ? [a.score] : [],
  );
