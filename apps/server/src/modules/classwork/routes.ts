import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import {
  classworkSchema,
  gradeAnswersSchema,
  instructorQuizSchema,
  learnerAttemptSchema,
  QUIZ_ATTEMPTS_PAGE_SIZE,
  quizAttemptSchema,
  quizFormSchema,
  quizOverviewSchema,
  quizSavedSchema,
  saveAnswersSchema,
} from '@academy/contract/quizzes';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { managedCourse, requireCourseManager } from '../authoring/course-access.ts';
import { refuseLocked } from '../cohorts/lesson-release.ts';
import { courseIdParamsSchema, idParamsSchema } from '@academy/contract/path-params';
import { saveAnswers, startAttempt, submitAttempt } from './attempt-service.ts';
import { getAttemptView } from './attempt-view.ts';
import { getClasswork } from './classwork-service.ts';
import { gradeEssayAnswers, listLearnerAttempts } from './hand-grading-service.ts';
import { loadManagedQuiz } from './quiz-access.ts';
import { createQuiz, deleteQuiz, getInstructorQuiz, updateQuiz } from './quiz-form-service.ts';
import { getQuizOverview } from './quiz-overview-service.ts';
import { classworkRateLimits } from './rate-limits.ts';

/** Classwork (docs/product.md, Quizzes (classwork)): the Classwork tab, quiz authoring, and learners' attempts. */
export const classworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classwork'];
  const security = [{ bearer: [] }];
  const writes = { rateLimit: classworkRateLimits.writes };

  app.get(
    '/api/courses/:courseId/classwork/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: "The course's quizzes by module, with the caller's state for each",
        params: courseIdParamsSchema,
        response: { 200: classworkSchema },
      },
    },
    async (request) =>
      getClasswork(app.db, currentUser(request), request.params.courseId, app.clock.now()),
  );

  app.post(
    '/api/courses/:courseId/quizzes/',
    {
      preValidation: [requireCourseManager],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Create a quiz in a course (its instructor or staff)',
        params: courseIdParamsSchema,
        body: quizFormSchema,
        response: { 201: quizSavedSchema },
      },
    },
    async (request, reply) => {
      const quizId = await createQuiz(app.db, managedCourse(request).id, request.body);
      return reply.code(201).send({ quiz_id: quizId });
    },
  );

  app.get(
    '/api/instructor-quizzes/:id/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: 'A quiz with its answer key, for its instructor to edit',
        params: idParamsSchema,
        response: { 200: instructorQuizSchema },
      },
    },
    async (request) => {
      const access = await loadManagedQuiz(app.db, currentUser(request), request.params.id);
      return getInstructorQuiz(app.db, access);
    },
  );

  app.put(
    '/api/instructor-quizzes/:id/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Save a quiz; its questions stay fixed once learners have attempted it',
        params: idParamsSchema,
        body: quizFormSchema,
        response: { 200: quizSavedSchema },
      },
    },
    async (request) => {
      const access = await loadManagedQuiz(app.db, currentUser(request), request.params.id);
      await updateQuiz(app.db, access, request.body);
      return { quiz_id: access.quiz.id };
    },
  );

  app.delete(
    '/api/instructor-quizzes/:id/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Delete a quiz with every attempt',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const access = await loadManagedQuiz(app.db, currentUser(request), request.params.id);
      await deleteQuiz(app.db, access.quiz.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/quizzes/:id/',
    {
      preValidation: [requireUser],
      preHandler: refuseLocked(app, 'quiz'),
      schema: {
        tags,
        security,
        summary: "A quiz's page for the caller: settings, their attempts and grade",
        params: idParamsSchema,
        response: { 200: quizOverviewSchema },
      },
    },
    async (request) => getQuizOverview(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/quizzes/:id/attempts/',
    {
      preValidation: [requireUser],
      preHandler: refuseLocked(app, 'quiz'),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Start an attempt (201), or resume the one in progress (200)',
        params: idParamsSchema,
        response: { 200: quizAttemptSchema, 201: quizAttemptSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { attemptId, created } = await startAttempt(app.db, user, request.params.id);
      return reply.code(created ? 201 : 200).send(await getAttemptView(app.db, user, attemptId));
    },
  );

  app.get(
    '/api/quiz-attempts/:id/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: 'An attempt: its questions and saved answers; scores and review once submitted',
        params: idParamsSchema,
        response: { 200: quizAttemptSchema },
      },
    },
    async (request) => getAttemptView(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/quiz-attempts/:id/answers/',
    {
      preValidation: [requireUser],
      config: { rateLimit: classworkRateLimits.saveAnswers },
      schema: {
        tags,
        security,
        summary: 'Save answers of an attempt in progress as the learner goes',
        params: idParamsSchema,
        body: saveAnswersSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveAnswers(app.db, currentUser(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/quiz-attempts/:id/submit/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Submit an attempt: graded and closed in one transaction',
        params: idParamsSchema,
        response: { 200: quizAttemptSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const attemptId = request.params.id;
      await submitAttempt(app.db, user, attemptId);
      return getAttemptView(app.db, user, attemptId);
    },
  );

  app.get(
    '/api/quizzes/:id/attempts/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: "Learners' submitted attempts of a quiz, those waiting for a grade first",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(learnerAttemptSchema) },
      },
    },
    async (request) => {
      const access = await loadManagedQuiz(app.db, currentUser(request), request.params.id);
      const window = requestedWindow(request.query, QUIZ_ATTEMPTS_PAGE_SIZE);
      const { rows, count } = await listLearnerAttempts(app.db, access, window);
      return toPage(request.url, window, count, rows);
    },
  );

  app.put(
    '/api/quiz-attempts/:id/grades/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: "Grade an attempt's essay answers (score and feedback), by the instructor",
        params: idParamsSchema,
        body: gradeAnswersSchema,
        response: { 200: quizAttemptSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const attemptId = request.params.id;
      await gradeEssayAnswers(
        {
          db: app.db,
          bus: app.bus,
          jobs: app.jobs,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
        },
        user,
        attemptId,
        request.body,
        app.clock.now(),
      );
      return getAttemptView(app.db, user, attemptId);
    },
  );
};
