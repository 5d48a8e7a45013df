import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { quizLimits, type QuizResponse } from '@academy/contract/quizzes';
import { roundScore } from '@academy/contract/quiz-grading';
import { awardCertificateIfEarned } from '../learning/certificate-award.ts';
import type { Db, DbTransaction } from '../../db/client.ts';
import { quizAnswers, quizAttempts, quizQuestions, quizzes } from '../../db/schema/classwork.ts';
import { gradeAnswer } from './question-grading.ts';

const GRACE_MS = quizLimits.graceSeconds * 1000;

/** True once an attempt's deadline and its grace have passed: it takes nothing more. */
export function isOverdue(attempt: { deadlineAt: Date | null }, now: Date): boolean {
  return attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;
}

const hasEssayText = (response: QuizResponse | undefined) =>
  response !== undefined && 'text' in response && response.text.trim() !== '';

/**
 * Grades an attempt's saved answers and closes it, inside the caller's transaction: the attempt
 * row is locked first, so a second submit (or a save racing it) waits and then finds it closed.
 * An attempt closed after its deadline is recorded as submitted at the deadline. Answers false
 * when the attempt was already submitted.
 */
export async function gradeAndClose(
  tx: DbTransaction,
  attemptId: number,
  now: Date,
): Promise<boolean> {
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId))
    .for('update');
  if (!attempt || attempt.submittedAt !== null) return false;
  const questions = await tx
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, attempt.quizId));
  const answers = await tx
    .select({ questionId: quizAnswers.questionId, response: quizAnswers.response })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId));
  const responses = new Map(answers.map((answer) => [answer.questionId, answer.response]));

  let total = 0;
  let awaitingGrading = false;
  const scored: SQL[] = [];
  for (const question of questions) {
    const response = responses.get(question.id);
    // An essay left blank needs no reading: it scores nothing.
    const score =
      question.kind === 'essay' && !hasEssayText(response)
        ? 0
        : gradeAnswer(question, response ?? null);
    if (score === null) awaitingGrading = true;
    else total += score;
    if (response !== undefined && score !== null) {
      scored.push(sql`(${question.id}::integer, ${score}::numeric)`);
    }
  }
  if (scored.length > 0) {
    await tx.execute(sql`
      update ${quizAnswers} as a set score = v.score
      from (values ${sql.join(scored, sql`, `)}) as v(question_id, score)
      where a.attempt_id = ${attemptId} and a.question_id = v.question_id`);
  }
  const submittedAt = isOverdue(attempt, now) ? attempt.deadlineAt! : now;
  await tx
    .update(quizAttempts)
    .set({
      submittedAt,
      awaitingGrading,
      score: awaitingGrading ? null : roundScore(total),
      // Graded automatically: the learner sees it at once. Essays wait for the instructor's
      // grade and its explicit release (grade-release-service.ts).
      gradeReleasedAt: awaitingGrading ? null : submittedAt,
    })
    .where(eq(quizAttempts.id, attemptId));
  if (!awaitingGrading) {
    const [quiz] = await tx
      .select({ courseId: quizzes.courseId })
      .from(quizzes)
      .where(eq(quizzes.id, attempt.quizId));
    // A grade released at submit may lift the course total over the certificate's pass mark.
    if (quiz) await awardCertificateIfEarned(tx, attempt.userId, quiz.courseId, now);
  }
  return true;
}

/**
 * Closes every attempt (of the quizzes `scope` selects) left open past its deadline, as if
 * submitted at the deadline with what was saved by then. Run before reading attempts, so a learner
 * who closed the page when time ran out still gets their grade. One query when there are none.
 */
export async function finishOverdueAttempts(
  db: Db,
  scope: { userId?: number; quizId?: number; courseId?: number },
  now: Date = new Date(),
): Promise<void> {
  const conditions: SQL[] = [
    isNull(quizAttempts.submittedAt),
    lt(quizAttempts.deadlineAt, new Date(now.getTime() - GRACE_MS)),
  ];
  if (scope.userId !== undefined) conditions.push(eq(quizAttempts.userId, scope.userId));
  if (scope.quizId !== undefined) conditions.push(eq(quizAttempts.quizId, scope.quizId));
  if (scope.courseId !== undefined) {
    conditions.push(
      sql`${quizAttempts.quizId} in (select ${quizzes.id} from ${quizzes} where ${quizzes.courseId} = ${scope.courseId})`,
    );
  }
  const overdue = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(...conditions));
  for (const { id } of overdue) {
    await db.transaction((tx) => gradeAndClose(tx, id, now));
  }
}
