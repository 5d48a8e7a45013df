import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eventMessages, eventStreamQuerySchema, eventTicketSchema } from '@academy/contract/events';
import { errorMessages } from '@academy/contract/errors';
import { currentUser, requireUser, resolveAccessToken } from '../../lib/auth-guard.ts';
import { notAuthenticated } from '../../lib/http-errors.ts';
import { openEventStream, type OpenStreams } from './event-stream.ts';
import { consumeTicket, issueTicket } from './tickets.ts';

/** Live events for the signed-in user (GET /api/events/, POST …/ticket/). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams: OpenStreams = new Set();
  // preClose runs before the server stops accepting and waits for open connections: ending the
  // streams here is what lets a graceful shutdown finish instead of waiting on them forever.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  /** The stream's user: a bearer header, or a ticket for a browser's EventSource. */
  async function streamUser(request: FastifyRequest, ticket: string | undefined): Promise<number> {
    const header = request.headers.authorization;
    if (header) {
      const [scheme, token] = header.split(' ');
      const claims =
        scheme?.toLowerCase() === 'bearer' && token ? await resolveAccessToken(app, token) : null;
      if (!claims) throw notAuthenticated(errorMessages.invalidToken);
      return claims.userId;
    }
    if (!ticket) throw notAuthenticated();
    const userId = await consumeTicket(app.db, ticket, { kind: 'event_stream' });
    if (userId === null) throw notAuthenticated(eventMessages.invalidTicket);
    return userId;
  }

  app.post(
    '/api/events/ticket/',
    {
      preValidation: [requireUser],
      // A reconnecting browser asks for one every few seconds at worst.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `events-ticket:${request.user?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary: 'A single-use ticket, valid 60 s, to open the event stream from a browser',
        response: { 201: eventTicketSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        ticket: await issueTicket(app.db, currentUser(request).userId, { kind: 'event_stream' }),
      }),
  );

  app.get(
    '/api/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'Server-sent events (notification, chat_message) for the signed-in user',
        querystring: eventStreamQuerySchema,
        security: [{ ticket: [] }],
      },
    },
    async (request, reply) => {
      const userId = await streamUser(request, request.query.ticket);
      await openEventStream(request, reply, { bus: app.bus, streams, userId });
    },
  );
};
