import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentFormSchema,
  assignmentOverviewSchema,
  assignmentSavedSchema,
  instructorAssignmentSchema,
  submissionSchema,
} from '@academy/contract/assignments';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { managedCourse, requireCourseManager } from '../authoring/course-access.ts';
import { refuseLocked } from '../cohorts/lesson-release.ts';
import { courseIdParamsSchema, idParamsSchema } from '@academy/contract/path-params';
import { loadManagedAssignment } from './assignment-access.ts';
import {
  createAssignment,
  deleteAssignment,
  getInstructorAssignment,
  updateAssignment,
} from './assignment-form-service.ts';
import { getAssignmentOverview } from './assignment-overview-service.ts';
import { presentSubmission } from './assignment-result.ts';
import { classworkRateLimits } from './rate-limits.ts';
import { loadSubmission } from './submission-access.ts';
import { readWork } from './submission-request.ts';
import { openSubmission, submitWork } from './submission-service.ts';
import { sendAttachment } from '../../lib/attachment.ts';

/** Assignments (docs/rules.md, Assignments): authoring, a learner's submissions and their files. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classwork'];
  const security = [{ bearer: [] }];
  const writes = { rateLimit: classworkRateLimits.writes };

  app.post(
    '/api/courses/:courseId/assignments/',
    {
      preValidation: [requireCourseManager],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Create an assignment in a course (its instructor or staff)',
        params: courseIdParamsSchema,
        body: assignmentFormSchema,
        response: { 201: assignmentSavedSchema },
      },
    },
    async (request, reply) => {
      const id = await createAssignment(app.db, managedCourse(request).id, request.body);
      return reply.code(201).send({ assignment_id: id });
    },
  );

  app.get(
    '/api/instructor-assignments/:id/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: 'An assignment as its instructor edits it',
        params: idParamsSchema,
        response: { 200: instructorAssignmentSchema },
      },
    },
    async (request) => {
      const access = await loadManagedAssignment(app.db, currentUser(request), request.params.id);
      return getInstructorAssignment(app.db, access);
    },
  );

  app.put(
    '/api/instructor-assignments/:id/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Save an assignment; its rubric stays fixed once learners are graded with it',
        params: idParamsSchema,
        body: assignmentFormSchema,
        response: { 200: assignmentSavedSchema },
      },
    },
    async (request) => {
      const access = await loadManagedAssignment(app.db, currentUser(request), request.params.id);
      await updateAssignment(app.db, access, request.body);
      return { assignment_id: access.assignment.id };
    },
  );

  app.delete(
    '/api/instructor-assignments/:id/',
    {
      preValidation: [requireUser],
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Delete an assignment with every submission, file and grade',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const access = await loadManagedAssignment(app.db, currentUser(request), request.params.id);
      await deleteAssignment(app.db, app.media, access.assignment.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/assignments/:id/',
    {
      preValidation: [requireUser],
      preHandler: refuseLocked(app, 'assignment'),
      schema: {
        tags,
        security,
        summary: "An assignment's page for the caller: instructions, their versions and grade",
        params: idParamsSchema,
        response: { 200: assignmentOverviewSchema },
      },
    },
    async (request) =>
      getAssignmentOverview(app.db, currentUser(request), request.params.id, app.clock.now()),
  );

  app.post(
    '/api/assignments/:id/submissions/',
    {
      preValidation: [requireUser],
      preHandler: refuseLocked(app, 'assignment'),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Hand in a new version of the work (a file, a link or text)',
        description:
          'multipart/form-data with a `file` part (PDF, .ipynb, .py, .R, .zip or .docx, checked ' +
          'by content, at most 20 MB), or JSON: {"link_url": "https://…"} or {"text": "…"}. ' +
          'The assignment and the caller are checked before the body is read; two uploads per ' +
          'user at once (429 beyond).',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 201: submissionSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock.now();
      // Authorised before the body is read: a refused upload is never pulled off the wire.
      const access = await openSubmission(app.db, user, request.params.id, now);
      const work = await readWork(request, access);
      const id = await submitWork({ db: app.db, media: app.media }, user, access, work, now);
      const { submission } = await loadSubmission(app.db, user, id);
      return reply.code(201).send(presentSubmission(submission));
    },
  );

  app.get(
    '/api/assignment-submissions/:id/file/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security,
        summary: "A submission's file, for its learner and the course's instructor and staff",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { submission } = await loadSubmission(app.db, currentUser(request), request.params.id);
      if (!submission.filePath) throw notFound();
      const bytes = await app.media.read(submission.filePath);
      return sendAttachment(reply, {
        type: submission.fileType ?? 'application/octet-stream',
        fileName: submission.fileName ?? 'submission',
        cacheControl: 'private, no-store',
        body: bytes,
      });
    },
  );
};
