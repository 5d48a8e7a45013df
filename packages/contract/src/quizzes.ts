import { z } from 'zod';
import { requiredText, textFieldMessages, tooLongMessage } from './fields.ts';

/** GET /api/quizzes/{id}/attempts/: a page holds this many unless ?page_size= says otherwise. */
export const QUIZ_ATTEMPTS_PAGE_SIZE = 20;

/**
 * Quizzes (docs/rules.md, Quizzes): the instructor's quiz form, the learner's attempt and its review, and the
 * Classwork tab. Times travel as ISO 8601 with an offset; the web enters and shows them in
 * Asia/Dhaka.
 */

export const questionKinds = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_text',
  'numeric',
  'essay',
] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Which submitted attempt sets the learner's grade. */
export const gradingMethods = ['highest', 'last', 'average'] as const;
export type GradingMethod = (typeof gradingMethods)[number];

/** When a learner sees the right answers and explanations. */
export const answerVisibilities = ['never', 'after_attempt', 'after_close'] as const;
export type AnswerVisibility = (typeof answerVisibilities)[number];

export const quizLimits = {
  titleMax: 200,
  descriptionMax: 5000,
  promptMax: 5000,
  explanationMax: 5000,
  choiceMax: 500,
  choicesMin: 2,
  choicesMax: 10,
  questionsMax: 100,
  acceptedAnswersMax: 20,
  acceptedAnswerMax: 200,
  pointsMax: 100,
  /** Minutes; a day at most. */
  timeLimitMax: 1440,
  /** Attempts allowed; null means unlimited. */
  attemptsMax: 50,
  shortAnswerMax: 500,
  essayMax: 20_000,
  /**
   * Seconds past an attempt's deadline during which its saves and submit are still taken: the
   * request of a learner who pressed submit at 0:00 may arrive a little later.
   */
  graceSeconds: 10,
} as const;

export const quizMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidNumber: 'A valid number is required.',
  oneCorrectChoice: 'Mark exactly one choice as correct.',
  someCorrectChoice: 'Mark at least one choice as correct.',
  tooFewChoices: 'Give at least 2 choices.',
  tooManyChoices: 'Give at most 10 choices.',
  noAcceptedAnswer: 'Give at least one accepted answer.',
  noQuestions: 'Add at least one question.',
  tooManyQuestions: 'A quiz has at most 100 questions.',
  pointsRange: 'Points must be a whole number from 1 to 100.',
  toleranceRange: 'The tolerance cannot be negative.',
  timeLimitRange: 'The time limit is from 1 to 1440 minutes, or none.',
  attemptsRange: 'Attempts are from 1 to 50, or unlimited.',
  passRange: 'The pass mark is a percentage from 0 to 100.',
  invalidDateTime: 'Enter a valid date and time.',
  closesBeforeOpens: 'The closing time must be after the opening time.',
  afterCloseNeedsClose: 'Answers shown after close need a closing time.',
  moduleNotInCourse: 'Choose a module of this course.',
  questionsLocked: 'Learners have attempted this quiz; its questions can no longer change.',
  notOpenYet: 'This quiz is not open yet.',
  closed: 'This quiz has closed.',
  noAttemptsLeft: 'You have used every attempt this quiz allows.',
  timeUp: 'Time is up for this attempt.',
  alreadySubmitted: 'This attempt has already been submitted.',
  questionNotInQuiz: 'This question is not part of this quiz.',
  answerDoesNotFit: 'This answer does not fit the question.',
  unknownChoice: 'Choose among the question’s choices.',
  duplicateQuestion: 'Each question may be answered once per request.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => value ?? '');

const dateTime = z.iso.datetime({ offset: true, error: quizMessages.invalidDateTime }).nullable();

const choiceSchema = z.object({
  text: requiredText(quizLimits.choiceMax),
  is_correct: z.boolean(),
});

const choiceList = z
  .array(choiceSchema)
  .min(quizLimits.choicesMin, quizMessages.tooFewChoices)
  .max(quizLimits.choicesMax, quizMessages.tooManyChoices);

const questionBase = {
  prompt: requiredText(quizLimits.promptMax),
  points: z
    .number({ error: quizMessages.pointsRange })
    .int(quizMessages.pointsRange)
    .min(1, quizMessages.pointsRange)
    .max(quizLimits.pointsMax, quizMessages.pointsRange),
  explanation: optionalText(quizLimits.explanationMax),
};

/** One question as the instructor writes it, with its answer key. */
export const questionFormSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('single_choice'), ...questionBase, choices: choiceList }),
    z.object({
      kind: z.literal('multiple_choice'),
      ...questionBase,
      choices: choiceList,
      /** Partial credit per right choice, less per wrong one; otherwise all or nothing. */
      partial_credit: z.boolean(),
    }),
    z.object({ kind: z.literal('true_false'), ...questionBase, correct: z.boolean() }),
    z.object({
      kind: z.literal('short_text'),
      ...questionBase,
      accepted_answers: z
        .array(requiredText(quizLimits.acceptedAnswerMax))
        .min(1, quizMessages.noAcceptedAnswer)
        .max(quizLimits.acceptedAnswersMax, tooLongMessage(quizLimits.acceptedAnswersMax)),
    }),
    z.object({
      kind: z.literal('numeric'),
      ...questionBase,
      answer: z.number({ error: quizMessages.invalidNumber }).finite(),
      tolerance: z
        .number({ error: quizMessages.invalidNumber })
        .finite()
        .min(0, quizMessages.toleranceRange),
    }),
    z.object({ kind: z.literal('essay'), ...questionBase }),
  ])
  .superRefine((question, context) => {
    if (question.kind !== 'single_choice' && question.kind !== 'multiple_choice') return;
    const correct = question.choices.filter((choice) => choice.is_correct).length;
    if (question.kind === 'single_choice' && correct !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['choices'],
        message: quizMessages.oneCorrectChoice,
      });
    }
    if (question.kind === 'multiple_choice' && correct < 1) {
      context.addIssue({
        code: 'custom',
        path: ['choices'],
        message: quizMessages.someCorrectChoice,
      });
    }
  });
export type QuestionForm = z.infer<typeof questionFormSchema>;

/** POST /api/courses/{id}/quizzes/ and PUT /api/instructor-quizzes/{id}/: the whole quiz. */
export const quizFormSchema = z
  .object({
    title: requiredText(quizLimits.titleMax),
    description: optionalText(quizLimits.descriptionMax),
    /** The module it belongs to; null for the course as a whole. */
    module_id: z.number().int().positive().nullable(),
    opens_at: dateTime,
    closes_at: dateTime,
    time_limit_minutes: z
      .number({ error: quizMessages.timeLimitRange })
      .int(quizMessages.timeLimitRange)
      .min(1, quizMessages.timeLimitRange)
      .max(quizLimits.timeLimitMax, quizMessages.timeLimitRange)
      .nullable(),
    /** Null for unlimited. */
    max_attempts: z
      .number({ error: quizMessages.attemptsRange })
      .int(quizMessages.attemptsRange)
      .min(1, quizMessages.attemptsRange)
      .max(quizLimits.attemptsMax, quizMessages.attemptsRange)
      .nullable(),
    grading_method: z.enum(gradingMethods),
    pass_percent: z
      .number({ error: quizMessages.passRange })
      .int(quizMessages.passRange)
      .min(0, quizMessages.passRange)
      .max(100, quizMessages.passRange),
    shuffle_questions: z.boolean(),
    shuffle_choices: z.boolean(),
    show_answers: z.enum(answerVisibilities),
    /** Learners see a quiz only once it is published. */
    is_published: z.boolean(),
    questions: z
      .array(questionFormSchema)
      .min(1, quizMessages.noQuestions)
      .max(quizLimits.questionsMax, quizMessages.tooManyQuestions),
  })
  .superRefine((quiz, context) => {
    if (
      quiz.opens_at &&
      quiz.closes_at &&
      Date.parse(quiz.closes_at) <= Date.parse(quiz.opens_at)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['closes_at'],
        message: quizMessages.closesBeforeOpens,
      });
    }
    if (quiz.show_answers === 'after_close' && !quiz.closes_at) {
      context.addIssue({
        code: 'custom',
        path: ['closes_at'],
        message: quizMessages.afterCloseNeedsClose,
      });
    }
  });
export type QuizForm = z.infer<typeof quizFormSchema>;
export type QuizFormInput = z.input<typeof quizFormSchema>;

export const quizSavedSchema = z.object({ quiz_id: z.number().int() });

/** A stored question in the form's shape: the fields of its kind are set, the others absent. */
export const storedQuestionSchema = z.object({
  kind: z.enum(questionKinds),
  prompt: z.string(),
  points: z.number().int(),
  explanation: z.string(),
  choices: z.array(z.object({ text: z.string(), is_correct: z.boolean() })).optional(),
  partial_credit: z.boolean().optional(),
  correct: z.boolean().optional(),
  accepted_answers: z.array(z.string()).optional(),
  answer: z.number().optional(),
  tolerance: z.number().optional(),
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

/** GET /api/instructor-quizzes/{id}/: the form as stored, for editing, with attempt counts. */
export const instructorQuizSchema = z.object({
  quiz_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  /** Once learners have attempted it, only the settings may change. */
  questions_locked: z.boolean(),
  attempts_count: z.number().int(),
  form: z.object({
    title: z.string(),
    description: z.string(),
    module_id: z.number().int().nullable(),
    opens_at: z.string().nullable(),
    closes_at: z.string().nullable(),
    time_limit_minutes: z.number().int().nullable(),
    max_attempts: z.number().int().nullable(),
    grading_method: z.enum(gradingMethods),
    pass_percent: z.number().int(),
    shuffle_questions: z.boolean(),
    shuffle_choices: z.boolean(),
    show_answers: z.enum(answerVisibilities),
    is_published: z.boolean(),
    questions: z.array(storedQuestionSchema),
  }),
});
export type InstructorQuiz = z.infer<typeof instructorQuizSchema>;

// ---- Taking --------------------------------------------------------------------------------

/** A learner's answer: the choices ticked, true or false, or text (short, numeric, essay). */
export const quizResponseSchema = z.union([
  z.object({ choice_ids: z.array(z.number().int().min(1)).max(quizLimits.choicesMax) }).strict(),
  z.object({ answer: z.boolean() }).strict(),
  z
    .object({
      text: z.string().max(quizLimits.essayMax, tooLongMessage(quizLimits.essayMax)),
    })
    .strict(),
]);
export type QuizResponse = z.infer<typeof quizResponseSchema>;

/** PUT /api/quiz-attempts/{id}/answers/: answers saved as the learner goes. */
export const saveAnswersSchema = z.object({
  answers: z
    .array(z.object({ question_id: z.number().int().positive(), response: quizResponseSchema }))
    .max(quizLimits.questionsMax),
});
export type SaveAnswers = z.infer<typeof saveAnswersSchema>;

/** The right answer of a question, sent only when the quiz's review rule allows. */
export const answerKeySchema = z.object({
  choice_ids: z.array(z.number().int()).optional(),
  answer: z.boolean().optional(),
  accepted_answers: z.array(z.string()).optional(),
  value: z.number().optional(),
  tolerance: z.number().optional(),
});

export const attemptQuestionSchema = z.object({
  question_id: z.number().int(),
  kind: z.enum(questionKinds),
  prompt: z.string(),
  points: z.number().int(),
  /** In the order this attempt shows them (shuffled once, at the start, when the quiz says so). */
  choices: z.array(z.object({ choice_id: z.number().int(), text: z.string() })),
  response: quizResponseSchema.nullable(),
  /** After submit; null while an essay waits for the instructor. */
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  /** Null until the review rule allows. */
  key: answerKeySchema.nullable(),
  explanation: z.string().nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptStates = ['in_progress', 'submitted', 'graded'] as const;
export type AttemptState = (typeof attemptStates)[number];

/** GET /api/quiz-attempts/{id}/ and the answers of start and submit. */
export const quizAttemptSchema = z.object({
  attempt_id: z.number().int(),
  quiz_id: z.number().int(),
  course_id: z.number().int(),
  quiz_title: z.string(),
  number: z.number().int(),
  /** submitted: an essay waits for the instructor's grade. */
  state: z.enum(attemptStates),
  started_at: z.string(),
  /** When the server stops taking answers (time limit or closing time); null for none. */
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** The server's clock, so the page's countdown does not trust the device's. */
  server_now: z.string(),
  score: z.number().nullable(),
  max_score: z.number(),
  shows_answers: z.boolean(),
  /** The quiz's instructor (or staff) may grade its essay answers: the attempt is submitted. */
  can_grade: z.boolean(),
  questions: z.array(attemptQuestionSchema),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const attemptSummarySchema = z.object({
  attempt_id: z.number().int(),
  number: z.number().int(),
  state: z.enum(attemptStates),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET /api/quizzes/{id}/: the quiz's page for a learner (or its instructor), without questions. */
export const quizOverviewSchema = z.object({
  quiz_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  module_title: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  max_attempts: z.number().int().nullable(),
  grading_method: z.enum(gradingMethods),
  pass_percent: z.number().int(),
  show_answers: z.enum(answerVisibilities),
  question_count: z.number().int(),
  max_score: z.number(),
  is_published: z.boolean(),
  /** The caller's attempts, oldest first. */
  attempts: z.array(attemptSummarySchema),
  /** Null for unlimited. */
  attempts_left: z.number().int().nullable(),
  in_progress_attempt_id: z.number().int().nullable(),
  /** The grade by the quiz's grading method over submitted attempts; null before any. */
  grade: z.number().nullable(),
  passed: z.boolean().nullable(),
  can_start: z.boolean(),
  /** Why not, when can_start is false and an attempt is not in progress. */
  blocked_reason: z.string().nullable(),
  can_edit: z.boolean(),
});
export type QuizOverview = z.infer<typeof quizOverviewSchema>;

// ---- Classwork tab --------------------------------------------------------------------------

export const classworkStates = [
  'upcoming',
  'not_started',
  'in_progress',
  'submitted',
  'late',
  'graded',
  'missing',
] as const;
export type ClassworkState = (typeof classworkStates)[number];

export const classworkItemKinds = ['quiz', 'assignment'] as const;

export const classworkItemSchema = z.object({
  kind: z.enum(classworkItemKinds),
  item_id: z.number().int(),
  title: z.string(),
  opens_at: z.string().nullable(),
  due_at: z.string().nullable(),
  is_published: z.boolean(),
  max_score: z.number(),
  /** The caller's state; null for the instructor and staff. */
  state: z.enum(classworkStates).nullable(),
  /** The caller's grade once it counts (an assignment's after its release and late penalty). */
  score: z.number().nullable(),
  /** Quizzes only: the grade reaches the pass mark. */
  passed: z.boolean().nullable(),
  /** Learners who have submitted at least once; for the instructor and staff. */
  submitted_count: z.number().int().nullable(),
  /** Set while its module is locked for the learner: the academy day it opens (docs/rules.md, Cohorts). */
  opens_on: z.string().optional(),
});
export type ClassworkItem = z.infer<typeof classworkItemSchema>;

/** GET /api/courses/{id}/classwork/: quizzes and assignments grouped by module, in course order. */
export const classworkSchema = z.object({
  course_id: z.number().int(),
  can_edit: z.boolean(),
  groups: z.array(
    z.object({
      /** Null for work that belongs to the course as a whole (listed first). */
      module_id: z.number().int().nullable(),
      module_title: z.string().nullable(),
      items: z.array(classworkItemSchema),
    }),
  ),
});
export type Classwork = z.infer<typeof classworkSchema>;

// ---- Hand grading ----------------------------------------------------------------------------

export const gradingMessages = {
  scoreNegative: 'Ensure this value is greater than or equal to 0.',
  scoreAbovePoints: 'A score cannot be more than the question’s {points} points.',
  notHandGraded: 'Only essay answers are graded by hand.',
  notSubmitted: 'This attempt has not been submitted yet.',
  feedbackTooLong: tooLongMessage(5000),
} as const;

/** PUT /api/quiz-attempts/{id}/grades/: the instructor's scores and feedback for essay answers. */
export const gradeAnswersSchema = z.object({
  grades: z
    .array(
      z.object({
        question_id: z.number().int().positive(),
        score: z
          .number({ error: quizMessages.invalidNumber })
          .finite()
          .min(0, gradingMessages.scoreNegative),
        feedback: z
          .string()
          .trim()
          .max(5000, gradingMessages.feedbackTooLong)
          .nullish()
          .transform((value) => value || null),
      }),
    )
    .min(1, quizMessages.required)
    .max(quizLimits.questionsMax),
});
export type GradeAnswers = z.infer<typeof gradeAnswersSchema>;

/** GET /api/quizzes/{id}/attempts/: every learner's submitted attempts, for the instructor. */
export const learnerAttemptSchema = attemptSummarySchema.extend({
  learner_id: z.number().int(),
  learner_name: z.string(),
  learner_email: z.string(),
});
export type LearnerAttempt = z.infer<typeof learnerAttemptSchema>;
