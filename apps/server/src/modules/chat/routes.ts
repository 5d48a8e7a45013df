import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatCourseParamsSchema,
  chatMessageSchema,
  conversationSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '@academy/contract/chat';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { presentChatMessage, presentConversation } from './chat-presenter.ts';
import { listMessages, sendMessage } from './chat-service.ts';
import { listConversations } from './conversations-service.ts';
import { chatSendRateLimit } from './rate-limits.ts';

/** Default inbox page size when ?page= is given. */
const CONVERSATION_PAGE_SIZE = 20;

/** Course chat and the inbox list (instructor-forum-chat.md sections 2 and 7). */
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
      const { page, page_size: pageSize } = request.query;
      if (page === undefined) {
        return (await listConversations(app.db, userId)).rows.map(presentConversation);
      }
      const window = pageWindow(page, pageSize ?? CONVERSATION_PAGE_SIZE);
      const { rows, count } = await listConversations(app.db, userId, window);
      if (rows.length === 0 && page > 1) throw notFound('Invalid page.');
      return toPage(request.url, window, count, rows.map(presentConversation));
    },
  );

  app.get(
    '/api/chat/:courseId/messages/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'The last 50 messages (or ?before=<id>&limit=), newest last',
        params: chatCourseParamsSchema,
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
        params: chatCourseParamsSchema,
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
