import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth-guard.ts';
import { guardScope } from '../../lib/openapi-operations.ts';
import { catalogueSettingsRoutes } from './catalogue-settings-routes.ts';
import { adminContactMessagesRoutes } from './contact-messages-routes.ts';
import { adminCoursesRoutes } from './courses-routes.ts';
import { adminJobsRoutes } from './jobs-routes.ts';
import { adminLiveClassesRoutes } from './live-classes-routes.ts';
import { adminOrdersRoutes } from './orders-routes.ts';
import { adminPaymentsRoutes } from './payments-routes.ts';
import { adminSecurityRoutes } from './security-routes.ts';
import { adminUsersRoutes } from './users-routes.ts';

/**
 * The staff console's API. Every route registered in this scope needs the admin role: the guard
 * is one hook here rather than a line per route, so no route can forget it. It runs on request,
 * before the body is even parsed, so a visitor learns nothing about what a body should hold.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = requireRole('admin');
  guardScope(app);
  app.addHook('onRequest', async function (request, reply) {
    await staffOnly.call(this, request, reply);
  });
  await app.register(adminPaymentsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(catalogueSettingsRoutes);
  await app.register(adminCoursesRoutes);
  await app.register(adminJobsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminContactMessagesRoutes);
  await app.register(adminLiveClassesRoutes);
  await app.register(adminSecurityRoutes);
};
