import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { gradingMessages, type GradeAnswers, type LearnerAttempt } from '@academy/contract/quizzes';
import { roundScore } from '@academy/contract/quiz-grading';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { quizAnswers, quizAttempts, quizQuestions } from '../../db/schema/classwork.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, nonFieldError } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { awardCertificateIfEarned } from '../learning/certificate-award.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { loadAttempt } from './attempt-service.ts';
import { storeGradeNotices, type ReleaseDeps } from './grade-release-service.ts';
import type { QuizAccess } from './quiz-access.ts';
import { presentAttemptSummary } from './quiz-overview-service.ts';

/**
 * The instructor's scores and feedback for the essay answers of a submitted attempt, in one
 * transaction: the attempt row is locked, each score is checked against its question's points,
 * and once no essay waits any more the attempt gets its total and leaves the grading queue. An
 * attempt whose grade is already released stays released with its new total; when a score or a
 * feedback changes, the learner is notified (notification, live event, mail) once per change and
 * the certificate's pass mark is checked again, in the same transaction.
 */
export async function gradeEssayAnswers(
  deps: ReleaseDeps,
  user: AccessClaims,
  attemptId: number,
  body: GradeAnswers,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const { attempt, access } = await loadAttempt(db, user, attemptId);
  if (!access.canManage) throw forbidden();
  const questions = await db
    .select({ id: quizQuestions.id, kind: quizQuestions.kind, points: quizQuestions.points })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, attempt.quizId));
  const byId = new Map(questions.map((question) => [question.id, question]));
  body.grades.forEach((grade, index) => {
    const question = byId.get(grade.question_id);
    if (!question || question.kind !== 'essay') {
      throw fieldError(`grades.${index}.question_id`, gradingMessages.notHandGraded);
    }
    if (grade.score > question.points) {
      throw fieldError(
        `grades.${index}.score`,
        gradingMessages.scoreAbovePoints.replace('{points}', String(question.points)),
      );
    }
  });

  const notices = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        submittedAt: quizAttempts.submittedAt,
        gradeReleasedAt: quizAttempts.gradeReleasedAt,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId))
      .for('update');
    if (!locked?.submittedAt) throw nonFieldError(gradingMessages.notSubmitted);
    const before =
      locked.gradeReleasedAt === null
        ? []
        : await tx
            .select({
              questionId: quizAnswers.questionId,
              score: quizAnswers.score,
              feedback: quizAnswers.feedback,
            })
            .from(quizAnswers)
            .where(
              and(
                eq(quizAnswers.attemptId, attemptId),
                inArray(
                  quizAnswers.questionId,
                  body.grades.map((grade) => grade.question_id),
                ),
              ),
            );
    const beforeOf = new Map(before.map((row) => [row.questionId, row]));
    for (const grade of body.grades) {
      // An essay left blank has an answer row only if the learner typed and cleared it; either
      // way the grade is stored against the question.
      await tx
        .insert(quizAnswers)
        .values({
          attemptId,
          quizId: attempt.quizId,
          questionId: grade.question_id,
          response: { text: '' },
          score: roundScore(grade.score),
          feedback: grade.feedback,
          gradedBy: user.userId,
        })
        .onConflictDoUpdate({
          target: [quizAnswers.attemptId, quizAnswers.questionId],
          set: { score: roundScore(grade.score), feedback: grade.feedback, gradedBy: user.userId },
        });
    }
    const [pending] = await tx
      .select({ value: count() })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, attemptId), isNull(quizAnswers.score)));
    const awaiting = (pending?.value ?? 0) > 0;
    await tx
      .update(quizAttempts)
      .set({
        awaitingGrading: awaiting,
        score: awaiting
          ? null
          : sql`(select coalesce(sum(${quizAnswers.score}), 0) from ${quizAnswers}
              where ${quizAnswers.attemptId} = ${attemptId})`,
      })
      .where(eq(quizAttempts.id, attemptId));
    // A released grade stays released: its learner hears of a new score or feedback, once per
    // change, and a higher total may earn the certificate.
    const changed =
      locked.gradeReleasedAt !== null &&
      body.grades.some((grade) => {
        const old = beforeOf.get(grade.question_id);
        return (
          old?.score == null ||
          Number(old.score) !== roundScore(grade.score) ||
          old.feedback !== grade.feedback
        );
      });
    if (!changed) return [];
    await awardCertificateIfEarned(tx, attempt.userId, access.quiz.courseId, now);
    return storeGradeNotices(
      tx,
      deps,
      { id: access.quiz.courseId, title: access.courseTitle },
      [
        {
          kind: 'quiz_attempt',
          id: attemptId,
          userId: attempt.userId,
          itemTitle: access.quiz.title,
        },
      ],
      now,
      'changed',
    );
  });
  await publishNotifications(deps.bus, notices);
}

/**
 * GET /api/quizzes/{id}/attempts/: learners' submitted attempts of a quiz, those waiting for a
 * grade first, then newest first; one page at a time.
 */
export async function listLearnerAttempts(
  db: Db,
  access: QuizAccess,
  window: PageWindow,
): Promise<{ rows: LearnerAttempt[]; count: number }> {
  const where = and(eq(quizAttempts.quizId, access.quiz.id), isNotNull(quizAttempts.submittedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attempt: quizAttempts,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(quizAttempts)
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .where(where)
      .orderBy(
        desc(quizAttempts.awaitingGrading),
        desc(quizAttempts.submittedAt),
        asc(quizAttempts.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(quizAttempts).where(where),
  ]);
  return {
    count: total?.value ?? 0,
    rows: rows.map((row) => ({
      ...presentAttemptSummary(row.attempt, true),
      learner_id: row.attempt.userId,
      learner_name: `${row.firstName} ${row.lastName}`.trim(),
      learner_email: row.email,
    })),
  };
}
