import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseLockedLesson } from '../cohorts/lesson-release.ts';
import { z } from 'zod';
import { courseProgressSchema, lessonCompletionSchema } from '@academy/contract/learning';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { listCourseProgress } from './course-progress-service.ts';
import { presentCourseProgress } from './learning-presenter.ts';
import { openLesson, setLessonCompletion } from './progress-service.ts';
import { learningRateLimits } from './rate-limits.ts';
import { idParamsSchema } from '@academy/contract/path-params';

const tags = ['learning'];

/** Lesson completion, the resume point and the dashboard's progress. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const completion = {
    preValidation: requireUser,
    preHandler: refuseLockedLesson(app, 'id'),
    config: { rateLimit: learningRateLimits.progress },
    schema: { tags, params: idParamsSchema, response: { 200: lessonCompletionSchema } },
  } as const;

  app.post('/api/lessons/:id/complete/', completion, async (request) =>
    setLessonCompletion(app.db, currentUser(request), request.params.id, true, app.clock.now()),
  );

  app.delete('/api/lessons/:id/complete/', completion, async (request) =>
    setLessonCompletion(app.db, currentUser(request), request.params.id, false, app.clock.now()),
  );

  app.post(
    '/api/lessons/:id/open/',
    {
      preValidation: requireUser,
      preHandler: refuseLockedLesson(app, 'id'),
      config: { rateLimit: learningRateLimits.progress },
      schema: {
        tags,
        summary: 'Remember the lesson as where "continue learning" resumes',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await openLesson(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/learning/progress/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary: "The signed-in user's enrolments with their progress, newest first",
        response: { 200: z.array(courseProgressSchema) },
      },
    },
    async (request) =>
      (await listCourseProgress(app.db, currentUser(request).userId)).map(presentCourseProgress),
  );
};
