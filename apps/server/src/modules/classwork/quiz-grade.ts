import type { GradingMethod } from '@academy/contract/quizzes';
import { roundScore } from '@academy/contract/quiz-grading';

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
