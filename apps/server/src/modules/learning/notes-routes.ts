import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteDraftSchema, noteSchema } from '@academy/contract/learning';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { presentNote } from './learning-presenter.ts';
import { createNote, deleteNote, updateNote } from './notes-service.ts';
import { learningRateLimits } from './rate-limits.ts';
import { idParamsSchema } from '@academy/contract/path-params';

const tags = ['learning'];

/** Course notes written by the course's instructor (HTML, sanitised on the server). */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const writing = { preValidation: requireUser, config: { rateLimit: learningRateLimits.notes } };

  app.post(
    '/api/courses/:id/notes/',
    {
      ...writing,
      schema: {
        tags,
        params: idParamsSchema,
        body: noteDraftSchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) => {
      const courseId = request.params.id;
      const note = await createNote(app.db, currentUser(request), courseId, request.body);
      return reply.code(201).send(presentNote(note));
    },
  );

  app.put(
    '/api/notes/:id/',
    {
      ...writing,
      schema: {
        tags,
        params: idParamsSchema,
        body: noteDraftSchema,
        response: { 200: noteSchema },
      },
    },
    async (request) =>
      presentNote(await updateNote(app.db, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/notes/:id/',
    { ...writing, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteNote(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
