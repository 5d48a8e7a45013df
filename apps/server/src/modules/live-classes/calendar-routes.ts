import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema, calendarFeedStatusSchema } from '@academy/contract/live-classes';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { buildCalendar } from './calendar-ics.ts';
import {
  findFeedOwner,
  listFeedEvents,
  readCalendarFeed,
  readEvent,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed-service.ts';
import { loadLiveClass } from './live-class-queries.ts';
import { sendAttachment } from '../../lib/attachment.ts';

const icsResponse = { 200: z.string().describe('text/calendar (RFC 5545), times in UTC') };

/** Live classes in people's calendars: one class as .ics, and each reader's private feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['live classes'], security: [{ bearer: [] }] };
  const calendarOptions = (name: string) => ({
    name,
    host: new URL(app.config.publicUrl).hostname,
    publicUrl: app.config.publicUrl,
    now: app.clock.now(),
  });

  app.get(
    '/api/live-classes/:id/calendar.ics',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'One live class as an iCalendar file to add to a calendar',
        params: idParamsSchema,
        response: icsResponse,
      },
    },
    async (request, reply) => {
      const { row } = await loadLiveClass(app.db, currentUser(request), request.params.id);
      const event = await readEvent(app.db, row.id);
      if (!event) throw notFound();
      return sendAttachment(reply, {
        type: 'text/calendar; charset=utf-8',
        fileName: `live-class-${row.id}.ics`,
        body: buildCalendar([event], calendarOptions(event.title)),
      });
    },
  );

  app.get(
    '/api/calendar-feed/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: "Whether the reader has a private calendar feed of their courses' live classes",
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => {
      const feed = await readCalendarFeed(app.db, currentUser(request).userId);
      return { created_at: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    '/api/calendar-feed/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'A new private calendar feed address; the previous address stops working',
        response: { 200: calendarFeedSchema },
      },
      // Counted per user, not per address: a hospital network puts many behind one address.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `calendar-feed:${request.user?.userId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { token, createdAt } = await renewCalendarFeed(
        app.db,
        currentUser(request).userId,
        new Date(),
      );
      return {
        url: `${app.config.publicUrl}/api/calendar-feeds/${token}/live-classes.ics`,
        created_at: createdAt.toISOString(),
      };
    },
  );

  app.delete(
    '/api/calendar-feed/',
    {
      preValidation: [requireUser],
      schema: { ...signedIn, summary: 'Revoke the private calendar feed address' },
    },
    async (request, reply) => {
      await revokeCalendarFeed(app.db, currentUser(request).userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/calendar-feeds/:token/live-classes.ics',
    {
      schema: {
        tags: ['live classes'],
        summary:
          "A learner's private calendar feed (the secret token is the key) of all their " +
          "courses' live classes, for Google Calendar or Outlook to subscribe to",
        params: z.object({ token: z.string().min(20).max(100) }),
        response: icsResponse,
      },
    },
    async (request, reply) => {
      const userId = await findFeedOwner(app.db, request.params.token);
      if (userId === null) throw notFound();
      const events = await listFeedEvents(app.db, userId, app.clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(buildCalendar(events, calendarOptions('Academy live classes')));
    },
  );
};
