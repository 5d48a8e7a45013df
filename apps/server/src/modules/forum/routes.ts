import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forumCategorySchema } from '@academy/contract/forum';
import { requireUser } from '../../lib/auth-guard.ts';
import { commentRoutes } from './comment-routes.ts';
import { selectForumCategories } from './forum-queries.ts';
import { topicRoutes } from './topic-routes.ts';

/** The discussion forum: boards, topics and comments, for signed-in users. */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/forums/categories/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['forum'],
        security: [{ bearer: [] }],
        response: { 200: z.array(forumCategorySchema) },
      },
    },
    async () => selectForumCategories(app.db),
  );
  await app.register(topicRoutes);
  await app.register(commentRoutes);
};
