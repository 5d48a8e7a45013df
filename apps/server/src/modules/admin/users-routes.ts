import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  roleChangeSchema,
} from '@academy/contract/admin';
import { pageSchema } from '@academy/contract/pagination';
import { currentUser } from '../../lib/auth-guard.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { presentAdminUser, presentAdminUserDetail } from './users-presenter.ts';
import { changeUserRole, getAdminUser, listAdminUsers } from './users-service.ts';

const tags = ['admin'];

/** Staff find users, see their enrolments and change their role. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: pageSchema(adminUserSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ADMIN_PAGE_SIZE);
      const { rows, count } = await listAdminUsers(app.db, request.query, window);
      return toPage(request.url, window, count, rows.map(presentAdminUser));
    },
  );

  app.get(
    '/api/admin/users/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => presentAdminUserDetail(await getAdminUser(app.db, request.params.id)),
  );

  app.patch(
    '/api/admin/users/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) =>
      presentAdminUserDetail(
        await changeUserRole(
          app.db,
          currentUser(request).userId,
          request.params.id,
          request.body.role,
        ),
      ),
  );
};
