import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateRoutes } from './certificate-routes.ts';
import { notesRoutes } from './notes-routes.ts';
import { progressRoutes } from './progress-routes.ts';
import { readingRoutes } from './reading-routes.ts';
import { reviewsRoutes } from './reviews-routes.ts';

/** Learning: progress, reading lessons, notes, reviews and certificates. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(progressRoutes);
  await app.register(notesRoutes);
  await app.register(reviewsRoutes);
  await app.register(certificateRoutes);
  await app.register(readingRoutes);
};
