import type { QuizResponse } from '@academy/contract/quizzes';
import {
  normaliseShortText,
  parseNumericAnswer,
  scoreMultipleChoice,
} from '@academy/contract/quiz-grading';
import type { AnswerKey } from '../../db/schema/classwork.ts';
import type { QuestionKind } from '@academy/contract/quizzes';

/** What grading needs of a stored question. */
export type GradedQuestion = {
  kind: QuestionKind;
  points: number;
  partialCredit: boolean;
  answerKey: AnswerKey;
};

/**
 * The score of one answer, or null for an essay (graded by hand). A missing answer, or one of the
 * wrong shape, scores zero.
 */
export function gradeAnswer(
  question: GradedQuestion,
  response: QuizResponse | null,
): number | null {
  const { kind, points, answerKey: key } = question;
  if (kind === 'essay') return null;
  if (response === null) return 0;
  switch (kind) {
    case 'single_choice':
      return 'choice_ids' in response &&
        response.choice_ids.length === 1 &&
        key.choice_ids?.[0] === response.choice_ids[0]
        ? points
        : 0;
    case 'multiple_choice':
      return 'choice_ids' in response
        ? scoreMultipleChoice(
            points,
            key.choice_ids ?? [],
            response.choice_ids,
            question.partialCredit,
          )
        : 0;
    case 'true_false':
      return 'answer' in response && response.answer === key.answer ? points : 0;
    case 'short_text': {
      if (!('text' in response)) return 0;
      const given = normaliseShortText(response.text);
      const accepted = (key.accepted_answers ?? []).map(normaliseShortText);
      return given !== '' && accepted.includes(given) ? points : 0;
    }
    case 'numeric': {
      if (!('text' in response)) return 0;
      const value = parseNumericAnswer(response.text);
      if (value === null || key.value === undefined) return 0;
      // A hair of slack so 0.1 + 0.2 within 0.3 ± 0 still counts.
      return Math.abs(value - key.value) <= (key.tolerance ?? 0) + 1e-9 ? points : 0;
    }
  }
}
