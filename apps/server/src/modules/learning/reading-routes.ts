import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseLockedLesson } from '../cohorts/lesson-release.ts';
import { lessonCompletionSchema } from '@academy/contract/learning';
import { idParamsSchema } from '@academy/contract/path-params';
import { lessonArticleInputSchema, lessonReadingSchema } from '@academy/contract/readings';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { setLessonCompletion } from './progress-service.ts';
import { learningRateLimits } from './rate-limits.ts';
import { notebookMessages } from '@academy/contract/notebooks';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors.ts';
import {
  assertCanEditLesson,
  assertHasArticle,
  NOTEBOOK_FIELD,
  readLesson,
  readLessonNotebook,
  saveLessonArticle,
  saveLessonNotebook,
} from './reading-service.ts';

const tags = ['learning'];
const security = [{ bearer: [] }];

/** Reading lessons: the article and notebook of a lesson, and completing it by reading. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lessons/:id/reading/',
    {
      preValidation: requireUser,
      preHandler: refuseLockedLesson(app, 'id'),
      schema: {
        tags,
        security,
        summary: "A lesson's article and notebook, with its reading time",
        params: idParamsSchema,
        response: { 200: lessonReadingSchema },
      },
    },
    async (request) => readLesson(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/lessons/:id/article/',
    {
      preValidation: requireUser,
      config: { changesCatalogue: true, rateLimit: learningRateLimits.progress },
      schema: {
        tags,
        security,
        summary: "The course's instructor writes a lesson's article",
        params: idParamsSchema,
        body: lessonArticleInputSchema,
        response: { 200: lessonReadingSchema },
      },
    },
    async (request) =>
      saveLessonArticle(app.db, currentUser(request), request.params.id, request.body.article),
  );

  app.post(
    '/api/lessons/:id/read/',
    {
      preValidation: requireUser,
      preHandler: refuseLockedLesson(app, 'id'),
      config: { rateLimit: learningRateLimits.progress },
      schema: {
        tags,
        security,
        summary: 'The learner read the article to its end: the lesson is complete',
        params: idParamsSchema,
        response: { 200: lessonCompletionSchema },
      },
    },
    async (request) => {
      // The server decides: only a lesson with an article completes by being read.
      await assertHasArticle(app.db, request.params.id);
      return setLessonCompletion(
        app.db,
        currentUser(request),
        request.params.id,
        true,
        app.clock.now(),
      );
    },
  );

  app.put(
    '/api/lessons/:id/notebook/',
    {
      preValidation: requireUser,
      config: { changesCatalogue: true, rateLimit: learningRateLimits.progress },
      schema: {
        tags,
        security,
        summary: "The course's instructor uploads a lesson's Jupyter notebook",
        description:
          'multipart/form-data with a `notebook` (.ipynb, nbformat 4, at most 3 MB); a malformed ' +
          'one is refused with what is wrong ("cell 3: outputs must be a list").',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: lessonReadingSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Authorised before a byte of the upload is read.
      await assertCanEditLesson(app.db, user, request.params.id);
      if (!request.isMultipart()) throw fieldError(NOTEBOOK_FIELD, notebookMessages.missing);
      let file: { name: string; bytes: Buffer } | null = null;
      await app.uploads.hold(user.userId, async () => {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === NOTEBOOK_FIELD && !file) {
            file = { name: part.filename, bytes: await part.toBuffer() };
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      });
      if (!file) throw fieldError(NOTEBOOK_FIELD, notebookMessages.missing);
      return saveLessonNotebook(app.db, user, request.params.id, file);
    },
  );

  app.get(
    '/api/lessons/:id/notebook/',
    {
      preValidation: requireUser,
      preHandler: refuseLockedLesson(app, 'id'),
      schema: {
        tags,
        security,
        summary: "Download a lesson's notebook as it was uploaded",
        params: idParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const notebook = await readLessonNotebook(app.db, currentUser(request), request.params.id);
      const name = notebook.name.replace(/[^\w. -]/g, '_');
      return reply
        .header('content-type', 'application/x-ipynb+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(notebook.source);
    },
  );
};
