import { latinDigits } from '@academy/contract/quiz-grading';
import type {
  AnswerVisibility,
  GradingMethod,
  InstructorQuiz,
  QuestionKind,
  QuizFormInput,
  StoredQuestion,
} from '@academy/contract/quizzes';
import { fromDhakaInput, toDhakaInput } from './dhaka-time';

/** A choice as the editor holds it; `key` keeps React's list stable while choices move. */
export type ChoiceDraft = { key: string; text: string; is_correct: boolean };

/** A question as the editor holds it: every kind's fields, numbers as typed. */
export type QuestionDraft = {
  key: string;
  kind: QuestionKind;
  prompt: string;
  points: string;
  explanation: string;
  choices: ChoiceDraft[];
  partial_credit: boolean;
  correct: boolean;
  /** One accepted answer per line. */
  accepted_answers: string;
  answer: string;
  tolerance: string;
};

export type QuizDraft = {
  title: string;
  description: string;
  /** '' for the course as a whole. */
  module_id: string;
  /** datetime-local values on Dhaka's clock; '' for none. */
  opens_at: string;
  closes_at: string;
  /** '' for no limit. */
  time_limit_minutes: string;
  /** '' for unlimited. */
  max_attempts: string;
  grading_method: GradingMethod;
  pass_percent: string;
  shuffle_questions: boolean;
  shuffle_choices: boolean;
  show_answers: AnswerVisibility;
  is_published: boolean;
  questions: QuestionDraft[];
};

let nextKey = 0;
export const draftKey = () => `draft-${(nextKey += 1)}`;

const choice = (text = '', isCorrect = false): ChoiceDraft => ({
  key: draftKey(),
  text,
  is_correct: isCorrect,
});

export function newQuestion(kind: QuestionKind = 'single_choice'): QuestionDraft {
  return {
    key: draftKey(),
    kind,
    prompt: '',
    points: '1',
    explanation: '',
    choices: [choice(), choice()],
    partial_credit: false,
    correct: true,
    accepted_answers: '',
    answer: '',
    tolerance: '0',
  };
}

export function emptyQuizDraft(moduleId: number | null = null): QuizDraft {
  return {
    title: '',
    description: '',
    module_id: moduleId === null ? '' : String(moduleId),
    opens_at: '',
    closes_at: '',
    time_limit_minutes: '',
    max_attempts: '1',
    grading_method: 'highest',
    pass_percent: '50',
    shuffle_questions: false,
    shuffle_choices: false,
    show_answers: 'after_attempt',
    is_published: true,
    questions: [newQuestion()],
  };
}

function questionFromStored(stored: StoredQuestion): QuestionDraft {
  return {
    ...newQuestion(stored.kind),
    prompt: stored.prompt,
    points: String(stored.points),
    explanation: stored.explanation,
    choices: stored.choices?.map((c) => choice(c.text, c.is_correct)) ?? [choice(), choice()],
    partial_credit: stored.partial_credit ?? false,
    correct: stored.correct ?? true,
    accepted_answers: (stored.accepted_answers ?? []).join('\n'),
    answer: stored.answer === undefined ? '' : String(stored.answer),
    tolerance: stored.tolerance === undefined ? '0' : String(stored.tolerance),
  };
}

/** The stored quiz in the editor's shape. */
export function draftFromStored(form: InstructorQuiz['form']): QuizDraft {
  return {
    ...form,
    module_id: form.module_id === null ? '' : String(form.module_id),
    opens_at: toDhakaInput(form.opens_at),
    closes_at: toDhakaInput(form.closes_at),
    time_limit_minutes: form.time_limit_minutes === null ? '' : String(form.time_limit_minutes),
    max_attempts: form.max_attempts === null ? '' : String(form.max_attempts),
    pass_percent: String(form.pass_percent),
    questions: form.questions.map(questionFromStored),
  };
}

/** A typed number (Bangla digits allowed); NaN when it is not one, so the schema says so. */
export function toNumber(text: string): number {
  const cleaned = latinDigits(text).trim();
  return cleaned === '' ? Number.NaN : Number(cleaned);
}
const toOptionalNumber = (text: string) => (text.trim() === '' ? null : toNumber(text));

function questionPayload(question: QuestionDraft): QuizFormInput['questions'][number] {
  const base = {
    prompt: question.prompt,
    points: toNumber(question.points),
    explanation: question.explanation,
  };
  const choices = question.choices.map(({ text, is_correct }) => ({ text, is_correct }));
  switch (question.kind) {
    case 'single_choice':
      return { kind: 'single_choice', ...base, choices };
    case 'multiple_choice':
      return { kind: 'multiple_choice', ...base, choices, partial_credit: question.partial_credit };
    case 'true_false':
      return { kind: 'true_false', ...base, correct: question.correct };
    case 'short_text':
      return {
        kind: 'short_text',
        ...base,
        accepted_answers: question.accepted_answers
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
    case 'numeric':
      return {
        kind: 'numeric',
        ...base,
        answer: toNumber(question.answer),
        tolerance: toNumber(question.tolerance),
      };
    case 'essay':
      return { kind: 'essay', ...base };
  }
}

/** What the editor sends, before the contract's schema checks it. */
export function toQuizPayload(draft: QuizDraft): QuizFormInput {
  return {
    title: draft.title,
    description: draft.description,
    module_id: draft.module_id === '' ? null : Number(draft.module_id),
    opens_at: fromDhakaInput(draft.opens_at),
    closes_at: fromDhakaInput(draft.closes_at),
    time_limit_minutes: toOptionalNumber(draft.time_limit_minutes),
    max_attempts: toOptionalNumber(draft.max_attempts),
    grading_method: draft.grading_method,
    pass_percent: toNumber(draft.pass_percent),
    shuffle_questions: draft.shuffle_questions,
    shuffle_choices: draft.shuffle_choices,
    show_answers: draft.show_answers,
    is_published: draft.is_published,
    questions: draft.questions.map(questionPayload),
  };
}
