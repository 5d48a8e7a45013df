import { and, eq } from 'drizzle-orm';
import { roundScore } from '@academy/contract/quiz-grading';
import type { Db } from '../db/client.ts';
import { quizAnswers, quizAttempts, quizQuestions, quizzes } from '../db/schema/classwork.ts';
import { courseModules } from '../db/schema/course-content.ts';
import { gradeAnswer } from '../modules/classwork/question-grading.ts';
import { toQuestionValues } from '../modules/classwork/question-rows.ts';
import { seedQuizzes } from './content/quizzes.ts';
import type { DemoClock } from './demo-clock.ts';

/**
 * Inserts the demo quizzes and learners' submitted attempts, graded by the same rules as a real
 * submit, so the Classwork tab shows states and grades from the first start.
 */
export async function insertClasswork(tx: Db, clock: DemoClock): Promise<void> {
  for (const seed of seedQuizzes) {
    const [module] =
      seed.modulePosition === null
        ? [null]
        : await tx
            .select({ id: courseModules.id })
            .from(courseModules)
            .where(
              and(
                eq(courseModules.courseId, seed.courseId),
                eq(courseModules.position, seed.modulePosition),
              ),
            );
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        courseId: seed.courseId,
        moduleId: module?.id ?? null,
        title: seed.title,
        description: seed.description,
        opensAt: clock.daysAgo(7),
        closesAt: seed.closesInDays === null ? null : clock.daysFromNow(seed.closesInDays),
        timeLimitMinutes: seed.timeLimitMinutes,
        maxAttempts: seed.maxAttempts,
        passPercent: seed.passPercent,
        showAnswers: 'after_attempt',
        isPublished: true,
      })
      .returning({ id: quizzes.id });
    const questions = await tx
      .insert(quizQuestions)
      .values(
        seed.questions.map((q, index) => ({ quizId: quiz!.id, ...toQuestionValues(q, index + 1) })),
      )
      .returning();
    const maxScore = questions.reduce((sum, question) => sum + question.points, 0);
    const attemptsSoFar = new Map<number, number>();

    for (const attempt of seed.attempts) {
      const number = (attemptsSoFar.get(attempt.userId) ?? 0) + 1;
      attemptsSoFar.set(attempt.userId, number);
      const scores = questions.map((question, index) =>
        gradeAnswer(question, attempt.answers[index] ?? null),
      );
      const startedAt = clock.daysAgo(attempt.daysAgo);
      const submittedAt = new Date(startedAt.getTime() + 9 * 60_000);
      const [row] = await tx
        .insert(quizAttempts)
        .values({
          quizId: quiz!.id,
          userId: attempt.userId,
          number,
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + (seed.timeLimitMinutes ?? 0) * 60_000),
          submittedAt,
          // Graded on submit (no essays), so the learner sees the score at once.
          gradeReleasedAt: submittedAt,
          questionOrder: questions.map((question) => question.id),
          choiceOrder: {},
          score: roundScore(scores.reduce<number>((sum, score) => sum + (score ?? 0), 0)),
          maxScore,
        })
        .returning({ id: quizAttempts.id });
      const answered = questions.flatMap((question, index) => {
        const response = attempt.answers[index];
        return response
          ? [
              {
                attemptId: row!.id,
                quizId: quiz!.id,
                questionId: question.id,
                response,
                score: scores[index] ?? 0,
              },
            ]
          : [];
      });
      if (answered.length > 0) await tx.insert(quizAnswers).values(answered);
    }
  }
}
