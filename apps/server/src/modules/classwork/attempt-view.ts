import { eq } from 'drizzle-orm';
import type { AttemptQuestion, QuizAttempt } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { quizAnswers, quizQuestions } from '../../db/schema/classwork.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { finishOverdueAttempts } from './attempt-grading.ts';
import { loadAttempt, type AttemptRow } from './attempt-service.ts';
import { showsAnswers } from './policies.ts';
import type { QuizAccess } from './quiz-access.ts';
import { isReleased } from './quiz-release.ts';

type QuestionRow = typeof quizQuestions.$inferSelect;
type AnswerRow = Pick<
  typeof quizAnswers.$inferSelect,
  'questionId' | 'response' | 'score' | 'feedback'
>;

/** The right answer as the learner may see it, by kind. */
function presentKey(question: QuestionRow): NonNullable<AttemptQuestion['key']> {
  const key = question.answerKey;
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return { choice_ids: key.choice_ids ?? [] };
    case 'true_false':
      return { answer: key.answer ?? false };
    case 'short_text':
      return { accepted_answers: key.accepted_answers ?? [] };
    case 'numeric':
      return { value: key.value ?? 0, tolerance: key.tolerance ?? 0 };
    case 'essay':
      return {};
  }
}

function attemptState(attempt: AttemptRow, visible: boolean): QuizAttempt['state'] {
  if (attempt.submittedAt === null) return 'in_progress';
  return attempt.awaitingGrading || !visible ? 'submitted' : 'graded';
}

/**
 * An attempt as its learner (or the quiz's instructor) sees it: questions in the attempt's order,
 * choices without their correctness, the saved answers, and, once submitted, the scores; right
 * answers and explanations only when the quiz's review rule allows (always for the instructor).
 */
export function presentAttempt(
  access: QuizAccess,
  attempt: AttemptRow,
  questions: QuestionRow[],
  answers: AnswerRow[],
  now: Date,
): QuizAttempt {
  const { quiz } = access;
  const isSubmitted = attempt.submittedAt !== null;
  // The total, and the instructor's essay scores and feedback, reach the learner once the grade is
  // released; the instructor always. Automatic scores follow from the key the review shows.
  const released = access.canManage || isReleased(attempt);
  const scored = isSubmitted && released;
  const shows =
    (isSubmitted && access.canManage) || showsAnswers(quiz.showAnswers, { isSubmitted }, quiz, now);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  const ordered = attempt.questionOrder.flatMap((id) => byId.get(id) ?? []);
  return {
    attempt_id: attempt.id,
    quiz_id: quiz.id,
    course_id: quiz.courseId,
    quiz_title: quiz.title,
    number: attempt.number,
    state: attemptState(attempt, released),
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt?.toISOString() ?? null,
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    server_now: now.toISOString(),
    score: scored ? attempt.score : null,
    max_score: attempt.maxScore,
    shows_answers: shows,
    can_grade: isSubmitted && access.canManage,
    questions: ordered.map((question) => {
      const answer = answerOf.get(question.id);
      const choiceIds =
        attempt.choiceOrder[question.id] ?? question.choices.map((_, index) => index + 1);
      return {
        question_id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        points: question.points,
        choices: choiceIds.map((id) => ({ choice_id: id, text: question.choices[id - 1] ?? '' })),
        response: answer?.response ?? null,
        score:
          isSubmitted && (released || question.kind !== 'essay')
            ? answer
              ? answer.score
              : 0
            : null,
        feedback: scored ? (answer?.feedback ?? null) : null,
        key: shows ? presentKey(question) : null,
        explanation: shows && question.explanation !== '' ? question.explanation : null,
      };
    }),
  };
}

/** GET /api/quiz-attempts/{id}/: loads and presents one attempt (three queries). */
export async function getAttemptView(
  db: Db,
  user: AccessClaims,
  attemptId: number,
  now: Date = new Date(),
): Promise<QuizAttempt> {
  let { attempt, access } = await loadAttempt(db, user, attemptId);
  if (attempt.submittedAt === null && attempt.deadlineAt !== null) {
    await finishOverdueAttempts(db, { quizId: attempt.quizId, userId: attempt.userId }, now);
    ({ attempt, access } = await loadAttempt(db, user, attemptId));
  }
  const [questions, answers] = await Promise.all([
    db.select().from(quizQuestions).where(eq(quizQuestions.quizId, attempt.quizId)),
    db
      .select({
        questionId: quizAnswers.questionId,
        response: quizAnswers.response,
        score: quizAnswers.score,
        feedback: quizAnswers.feedback,
      })
      .from(quizAnswers)
      .where(eq(quizAnswers.attemptId, attempt.id)),
  ]);
  return presentAttempt(access, attempt, questions, answers, now);
}
