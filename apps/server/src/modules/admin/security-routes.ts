import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securitySummarySchema } from '@academy/contract/admin-security';
import { createSecuritySummary } from './security-service.ts';

/** The staff console's security card (behind the admin guard of routes.ts). */
export const adminSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const getSecuritySummary = createSecuritySummary(
    app.db,
    app.config.production,
    app.securityEvents,
  );
  app.get(
    '/api/admin/security/',
    { schema: { tags: ['admin'], response: { 200: securitySummarySchema } } },
    async () => getSecuritySummary(),
  );
};
