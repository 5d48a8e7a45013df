import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GRADING_QUEUE_PAGE_SIZE,
  gradeSubmissionSchema,
  gradingQueueEntrySchema,
  gradingQueueQuerySchema,
  releaseGradesSchema,
  releaseResultSchema,
  submissionForGradingSchema,
} from '@academy/contract/grading';
import { GRADEBOOK_PAGE_SIZE, gradebookSchema } from '@academy/contract/gradebook';
import {
  certificateRuleSchema,
  courseGradesSchema,
  gradeWeightsSchema,
} from '@academy/contract/grades';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { managedCourse, requireCourseManager } from '../authoring/course-access.ts';
import { canAuthorCourses } from '../authoring/policies.ts';
import { courseIdParamsSchema, idParamsSchema } from '@academy/contract/path-params';
import { finishOverdueAttempts } from './attempt-grading.ts';
import { gradebookCsv, gradebookFileName } from './gradebook-csv.ts';
import { loadGradebook } from './gradebook-service.ts';
import { releaseGrades } from './grade-release-service.ts';
import { getCourseGrades, setCertificateRule, setGradeWeights } from './grades-service.ts';
import { listGradingQueue } from './grading-queue-service.ts';
import { classworkRateLimits } from './rate-limits.ts';
import { getSubmissionForGrading, gradeSubmission } from './submission-grading-service.ts';
import { sendAttachment } from '../../lib/attachment.ts';

/** Grading (docs/product.md, Quizzes (classwork); docs/rules.md, Assignments): the queue of work to grade, grading an assignment, releasing grades. */
export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classwork'];
  const security = [{ bearer: [] }];
  const writes = { rateLimit: classworkRateLimits.writes };

  app.get(
    '/api/grading-queue/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary:
          'Work to grade in the courses the caller teaches (every course for staff): ' +
          'assignments and quiz attempts with essays, waiting first',
        querystring: gradingQueueQuerySchema,
        response: { 200: pageSchema(gradingQueueEntrySchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!canAuthorCourses(user)) throw forbidden();
      const window = requestedWindow(request.query, GRADING_QUEUE_PAGE_SIZE);
      const { rows, count } = await listGradingQueue(app.db, user, request.query, window);
      return toPage(request.url, window, count, rows);
    },
  );

  app.get(
    '/api/assignment-submissions/:id/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: "A learner's assignment work with their versions and grade, for grading it",
        params: idParamsSchema,
        response: { 200: submissionForGradingSchema },
      },
    },
    async (request) => getSubmissionForGrading(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/assignment-submissions/:id/grade/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: "Grade a learner's assignment work: a score or the rubric's levels, and feedback",
        params: idParamsSchema,
        body: gradeSubmissionSchema,
        response: { 200: submissionForGradingSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = request.params.id;
      await gradeSubmission(
        {
          db: app.db,
          bus: app.bus,
          jobs: app.jobs,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
        },
        user,
        id,
        request.body,
        app.clock.now(),
      );
      return getSubmissionForGrading(app.db, user, id);
    },
  );

  app.get(
    '/api/courses/:courseId/grades/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary:
          "The caller's grades in a course: each item's state, score and feedback, and the " +
          'weighted total (the weights alone for its instructor and staff)',
        params: courseIdParamsSchema,
        response: { 200: courseGradesSchema },
      },
    },
    async (request) =>
      getCourseGrades(app.db, currentUser(request), request.params.courseId, app.clock.now()),
  );

  app.put(
    '/api/courses/:courseId/grade-weights/',
    {
      preValidation: [requireCourseManager],
      config: writes,
      schema: {
        tags,
        security,
        summary: "Set how the course's total weighs quizzes and assignments (percent, 100 in all)",
        params: courseIdParamsSchema,
        body: gradeWeightsSchema,
        response: { 200: gradeWeightsSchema },
      },
    },
    async (request) => {
      await setGradeWeights(app.db, managedCourse(request).id, request.body);
      return request.body;
    },
  );

  app.put(
    '/api/courses/:courseId/certificate-rule/',
    {
      preValidation: [requireCourseManager],
      config: writes,
      schema: {
        tags,
        security,
        summary:
          'Set whether the certificate also requires a pass: a course total (percent, 1 to 100) ' +
          'reached with released grades, besides every lesson',
        params: courseIdParamsSchema,
        body: certificateRuleSchema,
        response: { 200: certificateRuleSchema },
      },
    },
    async (request) => setCertificateRule(app.db, managedCourse(request).id, request.body),
  );

  app.post(
    '/api/courses/:courseId/grades/release/',
    {
      preValidation: [requireCourseManager],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Release grades to learners, some or all at once; each learner is notified',
        params: courseIdParamsSchema,
        body: releaseGradesSchema,
        response: { 200: releaseResultSchema },
      },
    },
    async (request) => {
      const released = await releaseGrades(
        {
          db: app.db,
          bus: app.bus,
          jobs: app.jobs,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
        },
        managedCourse(request),
        request.body,
        app.clock.now(),
      );
      return { released };
    },
  );

  app.get(
    '/api/courses/:courseId/gradebook/',
    {
      preValidation: [requireCourseManager],
      // 8,000 cells come from typed code; checking them against the schema again would cost a
      // third of the answer (docs/benchmarks.md, the gradebook).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags,
        security,
        summary:
          "The course's gradebook for its instructor and staff: learners (200 a page unless " +
          'page_size says) against the published quizzes and assignments, with weighted totals',
        params: courseIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: gradebookSchema },
      },
    },
    async (request) => {
      const course = managedCourse(request);
      const window = requestedWindow(request.query, GRADEBOOK_PAGE_SIZE);
      const now = app.clock.now();
      // Attempts left open past their time limit count as submitted, as on the learner's Classwork.
      await finishOverdueAttempts(app.db, { courseId: course.id }, now);
      const data = await loadGradebook(app.db, course.id, window, now);
      return {
        course_id: course.id,
        course_title: course.title,
        weights: data.weights,
        items: data.items,
        ...toPage(request.url, window, data.count, data.rows),
      };
    },
  );

  app.get(
    '/api/courses/:courseId/gradebook/csv/',
    {
      preValidation: [requireCourseManager],
      schema: {
        tags,
        security,
        summary: "The course's whole gradebook as a CSV file (UTF-8 with a BOM), one row a learner",
        params: courseIdParamsSchema,
        response: { 200: z.string().describe('text/csv; header row, then one row per learner') },
      },
    },
    async (request, reply) => {
      const course = managedCourse(request);
      const now = app.clock.now();
      await finishOverdueAttempts(app.db, { courseId: course.id }, now);
      const data = await loadGradebook(app.db, course.id, null, now);
      return sendAttachment(reply, {
        type: 'text/csv; charset=utf-8',
        fileName: gradebookFileName(course.id, now),
        cacheControl: 'private, no-store',
        body: gradebookCsv(data),
      });
    },
  );
};
