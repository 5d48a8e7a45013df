import type { QuizFormInput } from '@academy/contract/quizzes';

/** A question of the exam with what a learner must send to get it right or wrong. */
export type ExamQuestion = {
  prompt: string;
  points: number;
  /** The response for a right (true) or a wrong (false) answer, given the attempt's choices. */
  respond(right: boolean, choices: { choice_id: number; text: string }[]): unknown;
};

const byText = (choices: { choice_id: number; text: string }[], texts: string[]) =>
  choices.filter((choice) => texts.includes(choice.text)).map((choice) => choice.choice_id);

/** Ten questions graded automatically, 20 points in all, choices shuffled per attempt. */
export const examQuestions: ExamQuestion[] = [
  ...[
    ['Which test compares two independent means?', "Student's t-test", 'Chi-squared test'],
    ['Which measure is robust to outliers?', 'Median', 'Mean'],
    ['What does a 95 % CI of an OR crossing 1 suggest?', 'No clear effect', 'A strong effect'],
    ['Which plot checks normality?', 'Q-Q plot', 'Pie chart'],
  ].map(([prompt, right, wrong]) => ({
    prompt: prompt!,
    points: 2,
    respond: (isRight: boolean, choices: { choice_id: number; text: string }[]) => ({
      choice_ids: byText(choices, [isRight ? right! : wrong!]),
    }),
  })),
  {
    prompt: 'Which are measures of spread?',
    points: 3,
    respond: (isRight, choices) => ({
      choice_ids: byText(choices, isRight ? ['Variance', 'IQR'] : ['Mode']),
    }),
  },
  ...(
    [
      ['A p-value is the probability that the null hypothesis is true.', false],
      ['Randomisation balances unknown confounders on average.', true],
    ] as const
  ).map(([prompt, correct]) => ({
    prompt,
    points: 1,
    respond: (isRight: boolean) => ({ answer: isRight ? correct : !correct }),
  })),
  {
    prompt: 'How many degrees of freedom has a 2×2 table?',
    points: 2,
    respond: (isRight) => ({ text: isRight ? '1' : '4' }),
  },
  {
    prompt: 'The z value of a two-sided 95 % interval?',
    points: 3,
    respond: (isRight) => ({ text: isRight ? '1.96' : '2.58' }),
  },
  {
    prompt: 'Which software is free and open source?',
    points: 1,
    respond: (isRight, choices) => ({ choice_ids: byText(choices, [isRight ? 'R' : 'SPSS']) }),
  },
];

/** The quiz form of the exam: published, one attempt, a time limit, shuffled. */
export function examQuizForm(timeLimitMinutes: number): QuizFormInput {
  const two = (right: string, wrong: string) => [
    { text: right, is_correct: true },
    { text: wrong, is_correct: false },
  ];
  const [q1, q2, q3, q4, q5, q6, q7, q8, q9, q10] = examQuestions.map((question) => ({
    prompt: question.prompt,
    points: question.points,
  }));
  return {
    title: 'Mid-term: biostatistics',
    description: 'Ten questions, one attempt.',
    module_id: null,
    opens_at: null,
    closes_at: null,
    time_limit_minutes: timeLimitMinutes,
    max_attempts: 1,
    grading_method: 'highest',
    pass_percent: 60,
    shuffle_questions: true,
    shuffle_choices: true,
    show_answers: 'after_attempt',
    is_published: true,
    questions: [
      { kind: 'single_choice', ...q1!, choices: two("Student's t-test", 'Chi-squared test') },
      { kind: 'single_choice', ...q2!, choices: two('Median', 'Mean') },
      { kind: 'single_choice', ...q3!, choices: two('No clear effect', 'A strong effect') },
      { kind: 'single_choice', ...q4!, choices: two('Q-Q plot', 'Pie chart') },
      {
        kind: 'multiple_choice',
        ...q5!,
        partial_credit: false,
        choices: [
          { text: 'Variance', is_correct: true },
          { text: 'IQR', is_correct: true },
          { text: 'Mode', is_correct: false },
        ],
      },
      { kind: 'true_false', ...q6!, correct: false },
      { kind: 'true_false', ...q7!, correct: true },
      { kind: 'short_text', ...q8!, accepted_answers: ['1', 'one'] },
      { kind: 'numeric', ...q9!, answer: 1.96, tolerance: 0.005 },
      { kind: 'single_choice', ...q10!, choices: two('R', 'SPSS') },
    ],
  };
}
