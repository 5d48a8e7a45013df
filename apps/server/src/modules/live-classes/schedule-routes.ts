import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liveClassEnd,
  liveScheduleSchema,
  upcomingLiveClassesSchema,
} from '@academy/contract/live-classes';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { presentLiveClass } from './live-class-presenter.ts';
import { canManageLiveClasses } from './policies.ts';
import { listPublicSchedule, listUpcomingForUser } from './upcoming-queries.ts';

/** Where classes show outside the course: the dashboard and the public course page. */
export const liveScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/live-classes/upcoming/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['live classes'],
        security: [{ bearer: [] }],
        summary:
          "The reader's next live classes across the courses they follow or teach, a weekly " +
          'series once at its next class',
        response: { 200: upcomingLiveClassesSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const rows = await listUpcomingForUser(app.db, user.userId, now);
      return {
        now: now.toISOString(),
        results: rows.map((row) => ({
          ...presentLiveClass(row, canManageLiveClasses(user, row)),
          more_in_series: row.moreInSeries,
        })),
      };
    },
  );

  app.get(
    '/api/courses/:id/live-schedule/',
    {
      schema: {
        tags: ['live classes'],
        summary: "A listed course's coming live class times, for visitors of its page",
        params: idParamsSchema,
        response: { 200: liveScheduleSchema },
      },
    },
    async (request) => {
      const rows = await listPublicSchedule(app.db, request.params.id, app.clock.now());
      return {
        results: rows.map((row) => ({
          starts_at: row.startsAt.toISOString(),
          ends_at: liveClassEnd(row.startsAt, row.durationMinutes).toISOString(),
          duration_minutes: row.durationMinutes,
        })),
      };
    },
  );
};
