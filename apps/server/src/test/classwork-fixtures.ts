import type { FastifyInstance } from 'fastify';
import type { QuizAttempt } from '@academy/contract/quizzes';
import type { Db } from '../db/client.ts';
import { notebookBytes, submitFileAs } from '../modules/classwork/assignment-test-helpers.ts';
import { injectAs, type TestUser } from '../modules/learning/learning-test-helpers.ts';
import { createCourse, createUser, enrolIn } from './factories.ts';

// The set-up the classwork tests share (grades, grading, grade changes, certificates): a course
// with its instructor and an enrolled learner, a notebook handed in, a quiz taken. Each step
// fails loudly when the server refuses it, so a test never runs on a half-built classroom.

/** The answers a learner saves in an attempt, built from the questions the attempt drew. */
type QuizAnswers = (
  attempt: QuizAttempt,
) => { question_id: number; response: Record<string, unknown> }[];

/**
 * An instructor, a learner and the instructor's course the learner is enrolled in, created in
 * that order.
 */
export async function createClassroom(
  db: Db,
  options: {
    instructor?: Parameters<typeof createUser>[1];
    learner?: Parameters<typeof createUser>[1];
    course?: Parameters<typeof createCourse>[1];
  } = {},
) {
  const instructor = await createUser(db, { role: 'instructor', ...options.instructor });
  const learner = await createUser(db, options.learner);
  const course = await createCourse(db, { instructorId: instructor.id, ...options.course });
  await enrolIn(db, learner.id, course.id);
  return { instructor, learner, courseId: course.id };
}

/** A minimal Jupyter notebook as the browser's form uploads it. */
export const notebookWork = () => ({
  bytes: notebookBytes(),
  filename: 'work.ipynb',
  type: 'application/x-ipynb+json',
});

/** The learner hands in a notebook for the assignment; the new submission's id. */
export async function handInNotebook(
  app: FastifyInstance,
  learner: TestUser,
  assignmentId: number,
): Promise<number> {
  const response = await submitFileAs(app, learner, assignmentId, notebookWork());
  if (response.statusCode !== 201) throw new Error(`work not handed in: ${response.body}`);
  return response.json().submission_id as number;
}

/** The learner starts an attempt of the quiz, saves `answers` and submits; the attempt started. */
export async function takeQuiz(
  app: FastifyInstance,
  learner: TestUser,
  quizId: number,
  answers: QuizAnswers,
): Promise<QuizAttempt> {
  const started = await injectAs(app, learner, 'POST', `/api/quizzes/${quizId}/attempts/`);
  if (started.statusCode !== 201) throw new Error(`attempt not started: ${started.body}`);
  const attempt: QuizAttempt = started.json();
  const saved = await injectAs(
    app,
    learner,
    'PUT',
    `/api/quiz-attempts/${attempt.attempt_id}/answers/`,
    {
      answers: answers(attempt),
    },
  );
  if (saved.statusCode !== 204) throw new Error(`answers not saved: ${saved.body}`);
  const submitted = await injectAs(
    app,
    learner,
    'POST',
    `/api/quiz-attempts/${attempt.attempt_id}/submit/`,
  );
  if (submitted.statusCode !== 200) throw new Error(`attempt not submitted: ${submitted.body}`);
  return attempt;
}
