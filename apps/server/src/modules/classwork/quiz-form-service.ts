import { asc, count, eq } from 'drizzle-orm';
import { quizMessages, type InstructorQuiz, type QuizForm } from '@academy/contract/quizzes';
import type { Db, DbTransaction } from '../../db/client.ts';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/classwork.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { checkModule } from './module-check.ts';
import type { QuizAccess } from './quiz-access.ts';
import { sameQuestions, toQuestionValues, toStoredQuestion } from './question-rows.ts';
import { presentQuizRules } from './quiz-rows.ts';

function toQuizValues(form: QuizForm) {
  return {
    title: form.title,
    description: form.description,
    moduleId: form.module_id,
    opensAt: form.opens_at === null ? null : new Date(form.opens_at),
    closesAt: form.closes_at === null ? null : new Date(form.closes_at),
    timeLimitMinutes: form.time_limit_minutes,
    maxAttempts: form.max_attempts,
    gradingMethod: form.grading_method,
    passPercent: form.pass_percent,
    shuffleQuestions: form.shuffle_questions,
    shuffleChoices: form.shuffle_choices,
    showAnswers: form.show_answers,
    isPublished: form.is_published,
  };
}

/** Creates a quiz with its questions in one transaction; answers its id. */
export async function createQuiz(db: Db, courseId: number, form: QuizForm): Promise<number> {
  return db.transaction(async (tx) => {
    await checkModule(tx, courseId, form.module_id, quizMessages.moduleNotInCourse);
    const [quiz] = await tx
      .insert(quizzes)
      .values({ courseId, ...toQuizValues(form) })
      .returning({ id: quizzes.id });
    await tx
      .insert(quizQuestions)
      .values(
        form.questions.map((q, index) => ({ quizId: quiz!.id, ...toQuestionValues(q, index + 1) })),
      );
    return quiz!.id;
  });
}

/**
 * Saves the quiz form. Questions are replaced as a whole while nobody has attempted the quiz;
 * afterwards they are kept (attempts were graded against them) and a form that changes them is
 * refused, while the settings still change.
 */
export async function updateQuiz(db: Db, access: QuizAccess, form: QuizForm): Promise<void> {
  const quizId = access.quiz.id;
  await db.transaction(async (tx) => {
    await checkModule(tx, access.quiz.courseId, form.module_id, quizMessages.moduleNotInCourse);
    // Lock the quiz, so an attempt cannot start between the check and the question rewrite.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('update');
    const questions = form.questions.map((q, index) => toQuestionValues(q, index + 1));
    const stored = await tx
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position));
    if (!sameQuestions(stored, questions)) {
      if ((await countAttempts(tx, quizId)) > 0) {
        throw fieldError('questions', quizMessages.questionsLocked);
      }
      await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
      await tx.insert(quizQuestions).values(questions.map((q) => ({ quizId, ...q })));
    }
    await tx.update(quizzes).set(toQuizValues(form)).where(eq(quizzes.id, quizId));
  });
}

async function countAttempts(db: Db | DbTransaction, quizId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return row?.value ?? 0;
}

/** The quiz form as stored, for its instructor to edit. */
export async function getInstructorQuiz(db: Db, access: QuizAccess): Promise<InstructorQuiz> {
  const { quiz } = access;
  const [questions, attempts] = await Promise.all([
    db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position)),
    countAttempts(db, quiz.id),
  ]);
  return {
    quiz_id: quiz.id,
    course_id: quiz.courseId,
    course_title: access.courseTitle,
    questions_locked: attempts > 0,
    attempts_count: attempts,
    form: {
      ...presentQuizRules(quiz),
      module_id: quiz.moduleId,
      shuffle_questions: quiz.shuffleQuestions,
      shuffle_choices: quiz.shuffleChoices,
      questions: questions.map(toStoredQuestion),
    },
  };
}

/** Deletes a quiz with its questions and every attempt (cascade). */
export async function deleteQuiz(db: Db, quizId: number): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, quizId));
}
