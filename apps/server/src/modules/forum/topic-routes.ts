import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forumLimits,
  topicDetailQuerySchema,
  topicDetailSchema,
  topicInputSchema,
  topicSchema,
} from '@academy/contract/forum';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { selectAllTopics } from './forum-queries.ts';
import { presentTopic, presentTopicDetail } from './forum-presenter.ts';
import { forumRateLimits } from './rate-limits.ts';
import {
  createTopic,
  deleteTopic,
  getTopicDetail,
  listTopicPage,
  updateTopic,
} from './topic-service.ts';

/** Forum topics. */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['forum'], security: [{ bearer: [] }] };

  app.get(
    '/api/forums/topics/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Topics newest first: a plain array, or with ?page= 10 a page',
        querystring: pageQuerySchema,
        response: { 200: z.union([pageSchema(topicSchema), z.array(topicSchema)]) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return listOrPage(
        request,
        forumLimits.topicPageSize,
        async (window) =>
          window ? listTopicPage(app.db, window) : { rows: await selectAllTopics(app.db) },
        (row) => presentTopic(row, viewer),
      );
    },
  );

  app.post(
    '/api/forums/topics/',
    {
      preValidation: [requireUser],
      config: { rateLimit: forumRateLimits.createTopic },
      schema: { ...signedIn, body: topicInputSchema, response: { 201: topicSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const topic = await createTopic(
        { db: app.db, bus: app.bus, jobs: app.jobs },
        user,
        request.body,
      );
      return reply.code(201).send(presentTopic(topic, user));
    },
  );

  app.get(
    '/api/forums/topics/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          'A topic with one page (10, or ?comments_page_size=) of its comments, newest first',
        params: idParamsSchema,
        querystring: topicDetailQuerySchema,
        response: { 200: topicDetailSchema },
      },
    },
    async (request) => {
      const { topic, comments } = await getTopicDetail(
        app.db,
        request.params.id,
        request.query.comments_page ?? 1,
        request.query.comments_page_size,
      );
      return presentTopicDetail(topic, comments, currentUser(request));
    },
  );

  app.put(
    '/api/forums/topics/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        params: idParamsSchema,
        body: topicInputSchema,
        response: { 200: topicSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return presentTopic(await updateTopic(app.db, user, request.params.id, request.body), user);
    },
  );

  app.delete(
    '/api/forums/topics/:id/',
    { preValidation: [requireUser], schema: { ...signedIn, params: idParamsSchema } },
    async (request, reply) => {
      await deleteTopic(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
