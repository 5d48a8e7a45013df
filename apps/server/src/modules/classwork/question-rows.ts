import type { QuestionForm, StoredQuestion } from '@academy/contract/quizzes';
import type { AnswerKey, quizQuestions } from '../../db/schema/classwork.ts';

type QuestionRow = typeof quizQuestions.$inferSelect;
export type QuestionValues = Omit<typeof quizQuestions.$inferInsert, 'id' | 'quizId'>;

const correctIds = (choices: { is_correct: boolean }[]) =>
  choices.flatMap((choice, index) => (choice.is_correct ? [index + 1] : []));

/** A question of the form as stored: choice texts in a list, the answer key apart. */
export function toQuestionValues(question: QuestionForm, position: number): QuestionValues {
  const base = {
    position,
    kind: question.kind,
    prompt: question.prompt,
    points: question.points,
    explanation: question.explanation,
    choices: [] as string[],
    partialCredit: false,
  };
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...base,
        choices: question.choices.map((choice) => choice.text),
        partialCredit: question.kind === 'multiple_choice' && question.partial_credit,
        answerKey: { choice_ids: correctIds(question.choices) },
      };
    case 'true_false':
      return { ...base, answerKey: { answer: question.correct } };
    case 'short_text':
      return { ...base, answerKey: { accepted_answers: question.accepted_answers } };
    case 'numeric':
      return { ...base, answerKey: { value: question.answer, tolerance: question.tolerance } };
    case 'essay':
      return { ...base, answerKey: {} };
  }
}

/** A stored question back in the form's shape, for editing. */
export function toStoredQuestion(row: QuestionRow): StoredQuestion {
  const base = {
    kind: row.kind,
    prompt: row.prompt,
    points: row.points,
    explanation: row.explanation,
  };
  const key: AnswerKey = row.answerKey;
  switch (row.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...base,
        choices: row.choices.map((text, index) => ({
          text,
          is_correct: (key.choice_ids ?? []).includes(index + 1),
        })),
        ...(row.kind === 'multiple_choice' ? { partial_credit: row.partialCredit } : {}),
      };
    case 'true_false':
      return { ...base, correct: key.answer ?? false };
    case 'short_text':
      return { ...base, accepted_answers: key.accepted_answers ?? [] };
    case 'numeric':
      return { ...base, answer: key.value ?? 0, tolerance: key.tolerance ?? 0 };
    case 'essay':
      return base;
  }
}

/** Whether two question lists say the same, position by position (what grading depends on). */
export function sameQuestions(stored: QuestionRow[], form: QuestionValues[]): boolean {
  // jsonb hands keys back in its own order, so the key is compared with its keys sorted.
  const comparable = (q: QuestionValues) =>
    JSON.stringify([
      q.kind,
      q.prompt,
      q.points,
      q.explanation,
      q.choices,
      q.partialCredit,
      JSON.stringify(q.answerKey, Object.keys(q.answerKey).sort()),
    ]);
  return (
    stored.length === form.length &&
    stored.every((row, index) => comparable(row) === comparable(form[index]!))
  );
}
