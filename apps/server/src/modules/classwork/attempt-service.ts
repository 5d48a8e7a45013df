import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { enrolmentMessages } from '@academy/contract/enrolment';
import {
  quizLimits,
  quizMessages,
  type QuizResponse,
  type SaveAnswers,
} from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { quizAnswers, quizAttempts, quizQuestions } from '../../db/schema/classwork.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, nonFieldError, notFound } from '../../lib/http-errors.ts';
import { finishOverdueAttempts, gradeAndClose, isOverdue } from './attempt-grading.ts';
import { drawAttemptOrder } from './attempt-order.ts';
import { loadQuizAccess, type QuizAccess } from './quiz-access.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/**
 * An attempt the caller may read: their own, or any attempt of a quiz they manage. Anyone else's
 * answers 404, so attempt ids reveal nothing.
 */
export async function loadAttempt(
  db: Db,
  user: AccessClaims,
  attemptId: number,
): Promise<{ attempt: AttemptRow; access: QuizAccess }> {
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  if (!attempt) throw notFound();
  const isOwn = attempt.userId === user.userId;
  const access = await loadQuizAccess(db, user, attempt.quizId).catch((error: unknown) => {
    if (isOwn) throw error;
    throw notFound();
  });
  if (!isOwn && !access.canManage) throw notFound();
  return { attempt, access };
}

/** Why a learner cannot start an attempt now, or null when they can. */
export function startBlocker(
  quiz: { opensAt: Date | null; closesAt: Date | null; maxAttempts: number | null },
  attemptsMade: number,
  now: Date,
): string | null {
  if (quiz.opensAt !== null && quiz.opensAt > now) return quizMessages.notOpenYet;
  if (quiz.closesAt !== null && quiz.closesAt <= now) return quizMessages.closed;
  if (quiz.maxAttempts !== null && attemptsMade >= quiz.maxAttempts) {
    return quizMessages.noAttemptsLeft;
  }
  return null;
}

/**
 * Starts the caller's next attempt, or answers the one in progress (a reload resumes it). The
 * learner's enrolment row is locked meanwhile, so two starts at once make one attempt.
 */
export async function startAttempt(
  db: Db,
  user: AccessClaims,
  quizId: number,
  now: Date = new Date(),
): Promise<{ attemptId: number; created: boolean }> {
  const access = await loadQuizAccess(db, user, quizId);
  if (!access.isEnrolled) throw forbidden(enrolmentMessages.notEnrolled);
  await finishOverdueAttempts(db, { quizId, userId: user.userId }, now);
  const { quiz } = access;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.userId), eq(enrollments.courseId, quiz.courseId)))
      .for('update');
    const [open] = await tx
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quizId),
          eq(quizAttempts.userId, user.userId),
          isNull(quizAttempts.submittedAt),
        ),
      );
    if (open) return { attemptId: open.id, created: false };
    const [made] = await tx
      .select({ value: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, user.userId)));
    const blocker = startBlocker(quiz, made?.value ?? 0, now);
    if (blocker) throw nonFieldError(blocker);
    const questions = await tx
      .select({
        id: quizQuestions.id,
        choices: quizQuestions.choices,
        points: quizQuestions.points,
      })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(quizQuestions.position);
    const limitEnd =
      quiz.timeLimitMinutes === null
        ? null
        : new Date(now.getTime() + quiz.timeLimitMinutes * 60_000);
    const deadlines = [limitEnd, quiz.closesAt].filter((d): d is Date => d !== null);
    const deadlineAt =
      deadlines.length === 0 ? null : new Date(Math.min(...deadlines.map((d) => d.getTime())));
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        quizId,
        userId: user.userId,
        number: (made?.value ?? 0) + 1,
        startedAt: now,
        deadlineAt,
        maxScore: questions.reduce((sum, question) => sum + question.points, 0),
        ...drawAttemptOrder(questions, quiz),
      })
      .returning({ id: quizAttempts.id });
    return { attemptId: attempt!.id, created: true };
  });
}

type QuestionShape = { id: number; kind: string; choices: string[] };

/** The message for a response that does not fit its question, or null when it fits. */
function responseProblem(question: QuestionShape, response: QuizResponse): string | null {
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice': {
      if (!('choice_ids' in response)) return quizMessages.answerDoesNotFit;
      const ids = response.choice_ids;
      if (question.kind === 'single_choice' && ids.length > 1) return quizMessages.answerDoesNotFit;
      if (new Set(ids).size !== ids.length) return quizMessages.answerDoesNotFit;
      return ids.every((id) => id <= question.choices.length) ? null : quizMessages.unknownChoice;
    }
    case 'true_false':
      return 'answer' in response ? null : quizMessages.answerDoesNotFit;
    case 'essay':
      return 'text' in response ? null : quizMessages.answerDoesNotFit;
    default:
      if (!('text' in response)) return quizMessages.answerDoesNotFit;
      return response.text.length > quizLimits.shortAnswerMax
        ? quizMessages.tooLong.replace('{max}', String(quizLimits.shortAnswerMax))
        : null;
  }
}

/**
 * Saves answers of the caller's attempt in progress (each replaces the question's earlier one).
 * Refused once the attempt is submitted or its time is up; an attempt found past its deadline is
 * closed there and then with what was saved in time.
 */
export async function saveAnswers(
  db: Db,
  user: AccessClaims,
  attemptId: number,
  body: SaveAnswers,
  now: Date = new Date(),
): Promise<void> {
  const { attempt } = await loadAttempt(db, user, attemptId);
  if (attempt.userId !== user.userId) throw notFound();
  const questions = await db
    .select({ id: quizQuestions.id, kind: quizQuestions.kind, choices: quizQuestions.choices })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, attempt.quizId));
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  body.answers.forEach((answer, index) => {
    const question = byId.get(answer.question_id);
    if (!question) {
      throw fieldError(`answers.${index}.question_id`, quizMessages.questionNotInQuiz);
    }
    if (seen.has(answer.question_id)) {
      throw fieldError(`answers.${index}.question_id`, quizMessages.duplicateQuestion);
    }
    seen.add(answer.question_id);
    const problem = responseProblem(question, answer.response);
    if (problem) throw fieldError(`answers.${index}.response`, problem);
  });

  const timedOut = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ submittedAt: quizAttempts.submittedAt, deadlineAt: quizAttempts.deadlineAt })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId))
      .for('update');
    if (!locked || locked.submittedAt !== null) throw nonFieldError(quizMessages.alreadySubmitted);
    if (isOverdue(locked, now)) {
      await gradeAndClose(tx, attemptId, now);
      return true;
    }
    if (body.answers.length === 0) return false;
    await tx
      .insert(quizAnswers)
      .values(
        body.answers.map((answer) => ({
          attemptId,
          quizId: attempt.quizId,
          questionId: answer.question_id,
          response: answer.response,
        })),
      )
      .onConflictDoUpdate({
        target: [quizAnswers.attemptId, quizAnswers.questionId],
        set: { response: sql`excluded.response`, updatedAt: now },
      });
    return false;
  });
  if (timedOut) throw nonFieldError(quizMessages.timeUp);
}

/** Submits the caller's attempt: grades it and closes it in one transaction. */
export async function submitAttempt(
  db: Db,
  user: AccessClaims,
  attemptId: number,
  now: Date = new Date(),
): Promise<void> {
  const { attempt } = await loadAttempt(db, user, attemptId);
  if (attempt.userId !== user.userId) throw notFound();
  const closed = await db.transaction((tx) => gradeAndClose(tx, attemptId, now));
  if (!closed) throw nonFieldError(quizMessages.alreadySubmitted);
}
