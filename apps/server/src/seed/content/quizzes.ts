import type { QuestionForm, QuizResponse } from '@academy/contract/quizzes';
import { courseIds } from './courses.ts';
import { userIds } from './people.ts';

/** A demo quiz: its form, where it sits, and learners' submitted attempts (answers in order). */
export type SeedQuiz = {
  courseId: number;
  /** Position of its module in the course; null for the course as a whole. */
  modulePosition: number | null;
  title: string;
  description: string;
  closesInDays: number | null;
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  passPercent: number;
  questions: QuestionForm[];
  attempts: { userId: number; daysAgo: number; answers: (QuizResponse | null)[] }[];
};

/**
 * The demo instructor's first-module check in ML for clinical research: due in five days, so the
 * demo learner (who has not taken it) sees it under 'due this week', and two classmates have.
 */
export const seedQuizzes: SeedQuiz[] = [
  {
    courseId: courseIds.mlForClinicalResearch,
    modulePosition: 1,
    title: 'Module 1 check: models, data and leakage',
    description:
      // The page lists the number of questions, the time limit and the attempts from the quiz
      // itself: an introduction that repeats them goes wrong the day a question is added.
      'Short questions on the first module: splits, discrimination and leakage. Your best ' +
      'attempt counts.',
    closesInDays: 5,
    timeLimitMinutes: 15,
    maxAttempts: 2,
    passPercent: 60,
    questions: [
      {
        kind: 'single_choice',
        prompt: 'A model predicts 30-day readmission. Which split avoids patient-level leakage?',
        points: 2,
        explanation: 'Splitting by patient keeps every admission of one person on the same side.',
        choices: [
          { text: 'Random split of admissions', is_correct: false },
          { text: 'Split by patient', is_correct: true },
          { text: 'Split by hospital ward', is_correct: false },
        ],
      },
      {
        kind: 'multiple_choice',
        prompt: 'Which of these are measures of discrimination?',
        points: 3,
        partial_credit: true,
        explanation:
          'AUROC and the C-statistic measure ranking; the Brier score mixes in calibration.',
        choices: [
          { text: 'AUROC', is_correct: true },
          { text: 'C-statistic', is_correct: true },
          { text: 'Calibration slope', is_correct: false },
        ],
      },
      {
        kind: 'true_false',
        prompt: 'High accuracy on an imbalanced outcome always means a useful model.',
        points: 1,
        correct: false,
        explanation: 'Predicting the majority class alone can reach high accuracy.',
      },
      {
        kind: 'short_text',
        prompt: 'Name the reporting guideline for clinical prediction models (one word).',
        points: 2,
        accepted_answers: ['TRIPOD', 'TRIPOD+AI'],
        explanation: 'TRIPOD, and its 2024 update TRIPOD+AI.',
      },
      {
        kind: 'numeric',
        prompt: 'Sensitivity is 0.8 and prevalence 10%. Of 1000 patients, how many true positives?',
        points: 2,
        answer: 80,
        tolerance: 0,
        explanation: '1000 × 0.10 × 0.8 = 80.',
      },
    ],
    attempts: [
      {
        userId: userIds.sabbir,
        daysAgo: 3,
        answers: [
          { choice_ids: [1] },
          { choice_ids: [1, 2] },
          { answer: false },
          { text: 'tripod' },
          { text: '80' },
        ],
      },
      {
        userId: userIds.imran,
        daysAgo: 2,
        answers: [
          { choice_ids: [2] },
          { choice_ids: [1, 3] },
          { answer: true },
          { text: 'CONSORT' },
          { text: '৮০' },
        ],
      },
      {
        userId: userIds.imran,
        daysAgo: 1,
        answers: [
          { choice_ids: [2] },
          { choice_ids: [1, 2] },
          { answer: false },
          { text: 'TRIPOD' },
          { text: '80' },
        ],
      },
    ],
  },
];
