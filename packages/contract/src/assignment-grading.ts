/**
 * Late work (docs/rules.md, Assignments): a submission after the due date loses a percentage of its
 * score for each started day late, but never more than leaves the floor. Shared so the server
 * computes it and the web explains it with the same rule.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type LatePolicy = { dueAt: Date; penaltyPercent: number; floorPercent: number };

/** Started days after the due date (0 when on time) and the percentage taken off for them. */
export function latePenalty(
  policy: LatePolicy,
  submittedAt: Date,
): { daysLate: number; penaltyPercent: number } {
  const lateMs = submittedAt.getTime() - policy.dueAt.getTime();
  if (lateMs <= 0) return { daysLate: 0, penaltyPercent: 0 };
  const daysLate = Math.ceil(lateMs / DAY_MS);
  const penaltyPercent = Math.min(daysLate * policy.penaltyPercent, 100 - policy.floorPercent);
  return { daysLate, penaltyPercent: Math.max(0, penaltyPercent) };
}

/** The score that counts once a penalty is taken off, to two decimals. */
export function penalisedScore(score: number, penaltyPercent: number): number {
  return Math.round(score * (100 - penaltyPercent)) / 100;
}
