import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizMessages, type QuizAttempt } from '@academy/contract/quizzes';
import { quizAnswers, quizAttempts, quizQuestions } from '../../db/schema/classwork.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let instructor: TestUser;
let learner: TestUser;
let classmate: TestUser;
let outsider: TestUser;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  instructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db());
  classmate = await createUser(db());
  outsider = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  await enrolIn(db(), classmate.id, courseId);
}, 30_000);
afterAll(() => testApp.close());

const start = (user: TestUser | null, quizId: number) =>
  injectAs(app(), user, 'POST', `/api/quizzes/${quizId}/attempts/`);
const save = (user: TestUser | null, attemptId: number, answers: object[]) =>
  injectAs(app(), user, 'PUT', `/api/quiz-attempts/${attemptId}/answers/`, { answers });
const submit = (user: TestUser | null, attemptId: number) =>
  injectAs(app(), user, 'POST', `/api/quiz-attempts/${attemptId}/submit/`);
const view = (user: TestUser | null, attemptId: number) =>
  injectAs(app(), user, 'GET', `/api/quiz-attempts/${attemptId}/`);

/** Question ids of an attempt by their prompt's first word, whatever order it shows them in. */
function idsByWord(attempt: QuizAttempt): Record<string, number> {
  return Object.fromEntries(attempt.questions.map((q) => [q.prompt.split(' ')[0]!, q.question_id]));
}

async function startedAttempt(user: TestUser, quizId: number): Promise<QuizAttempt> {
  const response = await start(user, quizId);
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Sets an attempt's deadline `secondsAgo` seconds in the past, as if time had run. */
async function expireAttempt(attemptId: number, secondsAgo: number) {
  await db()
    .update(quizAttempts)
    .set({ deadlineAt: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(quizAttempts.id, attemptId));
}

describe('taking a quiz', () => {
  it('never sends the answer key while the attempt is in progress, and a reload keeps answers', async () => {
    const quizId = await createQuizAs(app(), instructor, courseId, everyKindQuiz());
    const attempt = await startedAttempt(learner, quizId);
    expect(attempt).toMatchObject({ state: 'in_progress', number: 1, max_score: 21, score: null });
    const raw = JSON.stringify(attempt);
    for (const secret of ['is_correct', 'accepted_answers', '3.14159', 'PyTorch is a tensor']) {
      expect(raw).not.toContain(secret);
    }
    expect(attempt.questions.every((q) => q.key === null && q.explanation === null)).toBe(true);

    const ids = idsByWord(attempt);
    expect(
      (
        await save(learner, attempt.attempt_id, [
          { question_id: ids.Which!, response: { choice_ids: [1] } },
        ])
      ).statusCode,
    ).toBe(204);
    // A second save replaces the first answer to the same question.
    await save(learner, attempt.attempt_id, [
      { question_id: ids.How!, response: { text: 'ten' } },
      { question_id: ids.How!, response: { text: '10' } },
    ]).then((response) =>
      expect(response.json()).toEqual({
        'answers.1.question_id': [quizMessages.duplicateQuestion],
      }),
    );
    await save(learner, attempt.attempt_id, [{ question_id: ids.How!, response: { text: 'ten' } }]);

    const resumed = await start(learner, quizId);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().attempt_id).toBe(attempt.attempt_id);
    const reloaded: QuizAttempt = (await view(learner, attempt.attempt_id)).json();
    const answered = Object.fromEntries(reloaded.questions.map((q) => [q.question_id, q.response]));
    expect(answered[ids.How!]).toEqual({ text: 'ten' });
    expect(reloaded.questions.map((q) => q.question_id)).toEqual(
      attempt.questions.map((q) => q.question_id),
    );
  });

  it('grades every kind at submit: choices, partial credit, Bangla digits, tolerance; essays wait', async () => {
    const quizId = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ shuffle_questions: true, shuffle_choices: true }),
    );
    const attempt = await startedAttempt(learner, quizId);
    const q = Object.fromEntries(
      attempt.questions.map((question) => [question.kind, question.question_id]),
    );
    const saved = await save(learner, attempt.attempt_id, [
      { question_id: q.single_choice!, response: { choice_ids: [1] } },
      // ReLU and Sigmoid right, Adam wrong: (2 - 1) of 3 right choices of 3 points.
      { question_id: q.multiple_choice!, response: { choice_ids: [1, 2, 3] } },
      { question_id: q.true_false!, response: { answer: false } },
      { question_id: q.short_text!, response: { text: '  ১০ ' } },
      { question_id: q.numeric!, response: { text: '৩.১৪' } },
      { question_id: q.essay!, response: { text: 'So gradients behave.' } },
    ]);
    expect(saved.statusCode).toBe(204);
    const response = await submit(learner, attempt.attempt_id);
    expect(response.statusCode).toBe(200);
    const review: QuizAttempt = response.json();
    const scores = Object.fromEntries(
      review.questions.map((question) => [question.kind, question.score]),
    );
    expect(scores).toEqual({
      single_choice: 2,
      multiple_choice: 1,
      true_false: 0,
      short_text: 2,
      numeric: 3,
      essay: null,
    });
    // The essay waits for the instructor, so the attempt has no score yet.
    expect(review).toMatchObject({ state: 'submitted', score: null, shows_answers: true });
    const single = review.questions.find((question) => question.kind === 'single_choice')!;
    expect(single).toMatchObject({
      key: { choice_ids: [1] },
      explanation: 'PyTorch is a tensor library.',
    });
    const [stored] = await db()
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.attempt_id));
    expect(stored).toMatchObject({ awaitingGrading: true, score: null });
    expect(stored!.submittedAt).not.toBeNull();
  });

  it('scores all-or-nothing multiple choice, case-folded short text and out-of-tolerance numbers', async () => {
    const form = everyKindQuiz();
    const quizId = await createQuizAs(app(), instructor, courseId, {
      ...form,
      questions: [
        { ...(form.questions[1] as object), partial_credit: false } as never,
        form.questions[3]!,
        form.questions[4]!,
        form.questions[2]!,
      ],
    });
    const attempt = await startedAttempt(classmate, quizId);
    const q = Object.fromEntries(
      attempt.questions.map((question) => [question.kind, question.question_id]),
    );
    await save(classmate, attempt.attempt_id, [
      { question_id: q.multiple_choice!, response: { choice_ids: [1, 2] } },
      { question_id: q.short_text!, response: { text: 'TEN' } },
      { question_id: q.numeric!, response: { text: '3.16' } },
      { question_id: q.true_false!, response: { answer: true } },
    ]);
    const review: QuizAttempt = (await submit(classmate, attempt.attempt_id)).json();
    const scores = Object.fromEntries(
      review.questions.map((question) => [question.kind, question.score]),
    );
    expect(scores).toEqual({ multiple_choice: 0, short_text: 2, numeric: 0, true_false: 1 });
    expect(review).toMatchObject({ state: 'graded', score: 3, max_score: 9 });
  });

  it('refuses a second attempt beyond the limit and keeps the grade by the quiz method', async () => {
    const form = everyKindQuiz();
    const quizId = await createQuizAs(app(), instructor, courseId, {
      ...form,
      max_attempts: 2,
      grading_method: 'last',
      questions: [form.questions[2]!],
    });
    for (const answer of [true, false]) {
      const attempt = await startedAttempt(learner, quizId);
      await save(learner, attempt.attempt_id, [
        { question_id: attempt.questions[0]!.question_id, response: { answer } },
      ]);
      expect((await submit(learner, attempt.attempt_id)).statusCode).toBe(200);
    }
    const third = await start(learner, quizId);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ non_field_errors: [quizMessages.noAttemptsLeft] });
    const overview = (await injectAs(app(), learner, 'GET', `/api/quizzes/${quizId}/`)).json();
    expect(overview).toMatchObject({
      attempts_left: 0,
      can_start: false,
      blocked_reason: quizMessages.noAttemptsLeft,
      grade: 0,
      passed: false,
    });
    expect(overview.attempts.map((a: { score: number }) => a.score)).toEqual([1, 0]);
    const stored = await db()
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId)));
    expect(stored).toHaveLength(2);
  });

  it('refuses starts before it opens and after it closes', async () => {
    const soon = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ opens_at: '2099-01-01T09:00:00+06:00' }),
    );
    expect((await start(learner, soon)).json()).toEqual({
      non_field_errors: [quizMessages.notOpenYet],
    });
    const past = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({
        opens_at: '2020-01-01T09:00:00+06:00',
        closes_at: '2020-01-02T09:00:00+06:00',
      }),
    );
    expect((await start(learner, past)).json()).toEqual({
      non_field_errors: [quizMessages.closed],
    });
  });
});

describe('time limits', () => {
  it('sets the deadline from the time limit and takes answers during the grace seconds', async () => {
    const quizId = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ time_limit_minutes: 20 }),
    );
    const attempt = await startedAttempt(learner, quizId);
    const span = Date.parse(attempt.deadline_at!) - Date.parse(attempt.started_at);
    expect(span).toBe(20 * 60_000);
    await expireAttempt(attempt.attempt_id, 3);
    const inGrace = await save(learner, attempt.attempt_id, [
      { question_id: attempt.questions[2]!.question_id, response: { answer: true } },
    ]);
    expect(inGrace.statusCode).toBe(204);
  });

  it('refuses an answer after the deadline and closes the attempt with what was saved in time', async () => {
    const quizId = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ time_limit_minutes: 5 }),
    );
    const attempt = await startedAttempt(learner, quizId);
    const [trueFalse, shortText] = [attempt.questions[2]!, attempt.questions[3]!];
    await save(learner, attempt.attempt_id, [
      { question_id: trueFalse.question_id, response: { answer: true } },
    ]);
    await expireAttempt(attempt.attempt_id, 60);
    const late = await save(learner, attempt.attempt_id, [
      { question_id: shortText.question_id, response: { text: '10' } },
    ]);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [quizMessages.timeUp] });
    const stored = await db()
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.attemptId, attempt.attempt_id));
    expect(stored.map((answer) => answer.questionId)).toEqual([trueFalse.question_id]);
    const [closed] = await db()
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.attempt_id));
    // Closed at its deadline, graded on the one answer saved in time (the essay was left blank).
    expect(closed).toMatchObject({
      score: 1,
      awaitingGrading: false,
      submittedAt: closed!.deadlineAt,
    });
    const again = await submit(learner, attempt.attempt_id);
    expect(again.json()).toEqual({ non_field_errors: [quizMessages.alreadySubmitted] });
  });

  it('closes an overdue attempt the learner walked away from when they come back', async () => {
    const quizId = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ time_limit_minutes: 1, max_attempts: 1 }),
    );
    const attempt = await startedAttempt(classmate, quizId);
    await expireAttempt(attempt.attempt_id, 3600);
    const overview = (await injectAs(app(), classmate, 'GET', `/api/quizzes/${quizId}/`)).json();
    expect(overview).toMatchObject({ in_progress_attempt_id: null, can_start: false, grade: 0 });
    expect(overview.attempts[0]).toMatchObject({ state: 'graded', score: 0 });
  });
});

describe('who may touch an attempt', () => {
  it("answers 404 to another learner's attempt id, for reading, saving and submitting", async () => {
    const quizId = await createQuizAs(app(), instructor, courseId, everyKindQuiz());
    const attempt = await startedAttempt(learner, quizId);
    const question = attempt.questions[0]!.question_id;
    expect((await view(classmate, attempt.attempt_id)).statusCode).toBe(404);
    expect(
      (
        await save(classmate, attempt.attempt_id, [
          { question_id: question, response: { choice_ids: [2] } },
        ])
      ).statusCode,
    ).toBe(404);
    expect((await submit(classmate, attempt.attempt_id)).statusCode).toBe(404);
    expect((await view(outsider, attempt.attempt_id)).statusCode).toBe(404);
    expect(
      await db().select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.attempt_id)),
    ).toEqual([]);
    // The instructor reads it (to grade it later) but cannot answer for the learner.
    expect((await view(instructor, attempt.attempt_id)).statusCode).toBe(200);
    expect((await save(instructor, attempt.attempt_id, [])).statusCode).toBe(404);
  });

  it('refuses an answer to a question of another quiz, and answers that do not fit', async () => {
    const quizId = await createQuizAs(app(), instructor, courseId, everyKindQuiz());
    const otherQuiz = await createQuizAs(app(), instructor, courseId, everyKindQuiz());
    const [foreign] = await db()
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, otherQuiz));
    const attempt = await startedAttempt(classmate, quizId);
    const q = Object.fromEntries(
      attempt.questions.map((question) => [question.kind, question.question_id]),
    );
    const response = await save(classmate, attempt.attempt_id, [
      { question_id: q.true_false!, response: { answer: true } },
      { question_id: foreign!.id, response: { choice_ids: [1] } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'answers.1.question_id': [quizMessages.questionNotInQuiz] });
    expect(
      (
        await save(classmate, attempt.attempt_id, [
          { question_id: q.single_choice!, response: { choice_ids: [7] } },
        ])
      ).json(),
    ).toEqual({ 'answers.0.response': [quizMessages.unknownChoice] });
    expect(
      (
        await save(classmate, attempt.attempt_id, [
          { question_id: q.single_choice!, response: { choice_ids: [1, 2] } },
        ])
      ).json(),
    ).toEqual({ 'answers.0.response': [quizMessages.answerDoesNotFit] });
    expect(
      (
        await save(classmate, attempt.attempt_id, [
          { question_id: q.true_false!, response: { text: 'yes' } },
        ])
      ).json(),
    ).toEqual({ 'answers.0.response': [quizMessages.answerDoesNotFit] });
    expect(
      await db().select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.attempt_id)),
    ).toEqual([]);
  });

  it('keeps learners outside the course out, and the instructor from taking it', async () => {
    const quizId = await createQuizAs(app(), instructor, courseId, everyKindQuiz());
    expect((await start(outsider, quizId)).statusCode).toBe(403);
    expect((await injectAs(app(), outsider, 'GET', `/api/quizzes/${quizId}/`)).statusCode).toBe(
      403,
    );
    expect((await start(instructor, quizId)).statusCode).toBe(403);
    expect((await start(null, quizId)).statusCode).toBe(401);
  });

  it('shows right answers only as the review rule says', async () => {
    const never = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ show_answers: 'never' }),
    );
    const afterClose = await createQuizAs(
      app(),
      instructor,
      courseId,
      everyKindQuiz({ show_answers: 'after_close', closes_at: '2099-01-01T00:00:00+06:00' }),
    );
    for (const quizId of [never, afterClose]) {
      const attempt = await startedAttempt(learner, quizId);
      const review: QuizAttempt = (await submit(learner, attempt.attempt_id)).json();
      expect(review.shows_answers).toBe(false);
      expect(
        review.questions.every(
          (question) => question.key === null && question.explanation === null,
        ),
      ).toBe(true);
      expect(review.questions[0]!.score).toBe(0);
      // The instructor always sees them.
      expect((await view(instructor, attempt.attempt_id)).json().shows_answers).toBe(true);
    }
  });
});

describe('GET /api/courses/{id}/classwork/', () => {
  it('checks enrolment in this course, whatever other enrolments or ids there are', async () => {
    // Ids of enrolments, courses and quizzes deliberately out of step: the check must compare
    // the course, not any id that happens to match.
    const elsewhere = await createCourse(db(), { instructorId: instructor.id });
    const course = await createCourse(db(), { instructorId: instructor.id });
    const newcomer = await createUser(db());
    const stranger = await createUser(db());
    await enrolIn(db(), stranger.id, elsewhere.id);
    await enrolIn(db(), newcomer.id, elsewhere.id);
    await enrolIn(db(), newcomer.id, course.id);
    const quizId = await createQuizAs(app(), instructor, course.id, everyKindQuiz());

    const classwork = `/api/courses/${course.id}/classwork/`;
    expect((await injectAs(app(), newcomer, 'GET', classwork)).statusCode).toBe(200);
    expect((await injectAs(app(), newcomer, 'GET', `/api/quizzes/${quizId}/`)).statusCode).toBe(
      200,
    );
    expect((await start(newcomer, quizId)).statusCode).toBe(201);
    // Enrolled elsewhere is not enrolled here.
    expect((await injectAs(app(), stranger, 'GET', classwork)).statusCode).toBe(403);
    expect((await injectAs(app(), stranger, 'GET', `/api/quizzes/${quizId}/`)).statusCode).toBe(
      403,
    );
    expect((await start(stranger, quizId)).statusCode).toBe(403);
  });

  it("lists the learner's quizzes by module with their state; the instructor sees drafts and counts", async () => {
    const course = await createCourse(db(), { instructorId: instructor.id });
    await enrolIn(db(), learner.id, course.id);
    const done = await createQuizAs(app(), instructor, course.id, everyKindQuiz({ title: 'Done' }));
    await createQuizAs(
      app(),
      instructor,
      course.id,
      everyKindQuiz({ title: 'Draft', is_published: false }),
    );
    await createQuizAs(
      app(),
      instructor,
      course.id,
      everyKindQuiz({
        title: 'Missed',
        opens_at: '2020-01-01T00:00:00+06:00',
        closes_at: '2020-02-01T00:00:00+06:00',
      }),
    );
    const attempt = await startedAttempt(learner, done);
    const essay = attempt.questions.find((question) => question.kind === 'essay')!;
    await save(learner, attempt.attempt_id, [
      { question_id: essay.question_id, response: { text: 'Scale matters.' } },
    ]);
    await submit(learner, attempt.attempt_id);

    const mine = await injectAs(app(), learner, 'GET', `/api/courses/${course.id}/classwork/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      course_id: course.id,
      can_edit: false,
      groups: [
        {
          module_id: null,
          module_title: null,
          items: [
            expect.objectContaining({ title: 'Missed', state: 'missing', score: null }),
            expect.objectContaining({
              title: 'Done',
              state: 'submitted',
              max_score: 21,
              submitted_count: null,
            }),
          ],
        },
      ],
    });
    const theirs = (
      await injectAs(app(), instructor, 'GET', `/api/courses/${course.id}/classwork/`)
    ).json();
    expect(theirs.can_edit).toBe(true);
    expect(
      theirs.groups[0].items.map((item: { title: string; submitted_count: number }) => [
        item.title,
        item.submitted_count,
      ]),
    ).toEqual([
      ['Missed', 0],
      ['Done', 1],
      ['Draft', 0],
    ]);
    expect(
      (await injectAs(app(), outsider, 'GET', `/api/courses/${course.id}/classwork/`)).statusCode,
    ).toBe(403);
  });
});
