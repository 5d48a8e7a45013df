import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { upcomingWorkSchema } from '@academy/contract/upcoming-work';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { listUpcomingWork } from './upcoming-work-service.ts';

/** The dashboard's 'Upcoming work' across the reader's courses. */
export const upcomingWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/classwork/upcoming/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['classwork'],
        security: [{ bearer: [] }],
        summary:
          'Quizzes closing and assignments due in the next 14 days in the caller’s courses, not yet handed in, soonest first',
        response: { 200: upcomingWorkSchema },
      },
    },
    async (request) => listUpcomingWork(app.db, currentUser(request).userId, app.clock.now()),
  );
};
