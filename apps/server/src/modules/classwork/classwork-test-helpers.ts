import type { FastifyInstance } from 'fastify';
import type { QuizFormInput } from '@academy/contract/quizzes';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';

// Test-only builders shared by the classwork test files.

/** A quiz form with one question of every kind (21 points in all). */
export function everyKindQuiz(overrides: Partial<QuizFormInput> = {}): QuizFormInput {
  return {
    title: 'Week 1 check',
    description: 'Five minutes on what a tensor is.',
    module_id: null,
    opens_at: null,
    closes_at: null,
    time_limit_minutes: null,
    max_attempts: null,
    grading_method: 'highest',
    pass_percent: 60,
    shuffle_questions: false,
    shuffle_choices: false,
    show_answers: 'after_attempt',
    is_published: true,
    questions: [
      {
        kind: 'single_choice',
        prompt: 'Which library builds tensors?',
        points: 2,
        explanation: 'PyTorch is a tensor library.',
        choices: [
          { text: 'PyTorch', is_correct: true },
          { text: 'Pandas', is_correct: false },
        ],
      },
      {
        kind: 'multiple_choice',
        prompt: 'Which are activation functions?',
        points: 3,
        partial_credit: true,
        choices: [
          { text: 'ReLU', is_correct: true },
          { text: 'Sigmoid', is_correct: true },
          { text: 'Adam', is_correct: false },
          { text: 'Tanh', is_correct: true },
        ],
      },
      { kind: 'true_false', prompt: 'A GPU helps train deep networks.', points: 1, correct: true },
      {
        kind: 'short_text',
        prompt: 'How many classes does MNIST have?',
        points: 2,
        accepted_answers: ['10', 'Ten'],
      },
      { kind: 'numeric', prompt: 'Value of pi?', points: 3, answer: 3.14159, tolerance: 0.01 },
      { kind: 'essay', prompt: 'Why normalise inputs?', points: 10 },
    ],
    ...overrides,
  };
}

export async function createQuizAs(
  app: FastifyInstance,
  user: TestUser,
  courseId: number,
  form: QuizFormInput,
): Promise<number> {
  const response = await injectAs(app, user, 'POST', `/api/courses/${courseId}/quizzes/`, form);
  if (response.statusCode !== 201) throw new Error(`quiz not created: ${response.body}`);
  return response.json().quiz_id as number;
}
