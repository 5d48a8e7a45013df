import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@academy/contract/catalogue';
import { presentCategory } from './categories-presenter.ts';
import { listCategories } from './categories-service.ts';

/** Public catalogue calls. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories/',
    { schema: { tags: ['catalogue'], response: { 200: z.array(categorySchema) } } },
    async () => (await listCategories(app.db)).map(presentCategory),
  );
};
