import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentInputSchema, commentSchema } from '@academy/contract/forum';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { createComment, deleteComment, updateComment } from './comment-service.ts';
import { presentComment } from './forum-presenter.ts';
import { forumRateLimits } from './rate-limits.ts';

/** Forum comments (DELETE for authors and moderators). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['forum'], security: [{ bearer: [] }] };

  app.post(
    '/api/forums/comments/',
    {
      preValidation: [requireUser],
      config: { rateLimit: forumRateLimits.createComment },
      schema: { ...signedIn, body: commentInputSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const comment = await createComment(
        { db: app.db, bus: app.bus, jobs: app.jobs },
        user,
        request.body,
      );
      return reply.code(201).send(presentComment(comment, user));
    },
  );

  app.put(
    '/api/forums/comments/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        params: idParamsSchema,
        body: commentInputSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return presentComment(
        await updateComment(app.db, user, request.params.id, request.body),
        user,
      );
    },
  );

  app.delete(
    '/api/forums/comments/:id/',
    { preValidation: [requireUser], schema: { ...signedIn, params: idParamsSchema } },
    async (request, reply) => {
      await deleteComment(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
