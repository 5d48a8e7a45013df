import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonCompletionSchema } from '@academy/contract/learning';
import { idParamsSchema } from '@academy/contract/path-params';
import { lessonArticleInputSchema, lessonReadingSchema } from '@academy/contract/readings';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { setLessonCompletion } from './progress-service.ts';
import { learningRateLimits } from './rate-limits.ts';
import { assertHasArticle, readLesson, saveLessonArticle } from './reading-service.ts';

const tags = ['learning'];
const security = [{ bearer: [] }];

/** Reading lessons: the article and notebook of a lesson, and completing it by reading. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lessons/:id/reading/',
    {
      preValidation: requireUser,
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
};
