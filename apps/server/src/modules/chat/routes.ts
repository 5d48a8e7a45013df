import { courseIdParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  CONVERSATIONS_PAGE_SIZE,
  conversationSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '@academy/contract/chat';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { presentChatMessage, presentConversation } from './chat-presenter.ts';
import { listMessages, sendMessage } from './chat-service.ts';
import { listConversations } from './conversations-service.ts';
import { chatSendRateLimit } from './rate-limits.ts';

/** Course chat and the inbox list. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['chat'], security: [{ bearer: [] }] };

  app.get(
    '/api/chat/conversations/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Courses the caller is enrolled in or teaches, most recent chat first',
        querystring: pageQuerySchema,
        response: { 200: z.union([z.array(conversationSchema), pageSchema(conversationSchema)]) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return listOrPage(
        request,
        CONVERSATIONS_PAGE_SIZE,
        async (window) => {
          const list = await listConversations(app.db, userId, window);
          return list;
        },
        presentConversation,
      );
    },
  );

  app.get(
    '/api/chat/:courseId/messages/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'The last 50 messages (or ?before=<id>&limit=), newest last',
        params: courseIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) =>
      (
        await listMessages(app.db, currentUser(request), request.params.courseId, request.query)
      ).map(presentChatMessage),
  );

  app.post(
    '/api/chat/:courseId/send/',
    {
      preValidation: [requireUser],
      config: { rateLimit: chatSendRateLimit },
      schema: {
        ...signedIn,
        params: courseIdParamsSchema,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(
        { db: app.db, bus: app.bus },
        currentUser(request),
        request.params.courseId,
        request.body.content,
      );
      return reply.code(201).send(presentChatMessage(message));
    },
  );
};
