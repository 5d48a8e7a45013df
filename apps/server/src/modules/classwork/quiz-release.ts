/**
 * Whether a quiz attempt's grade has reached its learner: at submit when every answer was graded
 * automatically, on the instructor's explicit release when it had essays (docs/decisions/019-grades-released-explicitly.md).
 */
export function isReleased(attempt: { gradeReleasedAt: Date | null }): boolean {
  return attempt.gradeReleasedAt !== null;
}
