import type { QuizFormInput } from '@academy/contract/quizzes';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { categories, courses } from '../src/db/schema/catalogue.ts';
import { enrollments } from '../src/db/schema/enrolment.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export type ExamCourse = { instructorId: number; courseId: number; learnerIds: number[] };

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/**
 * One published course, its instructor and `learners` verified learners enrolled in it, written
 * straight to the database (the exam is what is measured, not the sign-ups).
 */
export async function seedExamCourse(db: Db, learners: number): Promise<ExamCourse> {
  const passwordHash = await hashPassword('Bench#2026');
  const [category] = await db
    .insert(categories)
    .values({ name: 'Biostatistics', slug: 'biostatistics', position: 1 })
    .returning({ id: categories.id });
  const [instructor] = await db
    .insert(users)
    .values({
      email: 'exam-instructor@academy.test',
      passwordHash,
      firstName: 'Farhana',
      lastName: 'Islam',
      role: 'instructor',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Biostatistics for Clinicians, Batch 8',
      description: 'Hypothesis tests, confidence intervals and regression for clinical research.',
      price: '0.00',
      categoryId: category!.id,
      instructorId: instructor!.id,
      status: 'published',
      classCode: 'EXAM-8',
    })
    .returning({ id: courses.id });
  const learnerIds: number[] = [];
  for (let start = 0; start < learners; start += CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(CHUNK, learners - start) }, (_, offset) => {
          const index = start + offset + 1;
          return {
            email: `exam.learner.${index}@academy.test`,
            passwordHash,
            firstName: 'Exam',
            lastName: `Learner ${index}`,
            emailVerifiedAt: new Date(),
          };
        }),
      )
      .returning({ id: users.id });
    await db
      .insert(enrollments)
      .values(
        rows.map((row) => ({ userId: row.id, courseId: course!.id, source: 'admin' as const })),
      );
    learnerIds.push(...rows.map((row) => row.id));
  }
  return { instructorId: instructor!.id, courseId: course!.id, learnerIds };
}

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
