import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminCourseSchema,
  adminCoursesQuerySchema,
  courseSettingsSchema,
  overviewSchema,
  tiersInputSchema,
} from '@academy/contract/admin';
import { pageSchema } from '@academy/contract/pagination';
import { currentUser } from '../../lib/auth-guard.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import {
  listAdminCourses,
  replaceCourseTiers,
  updateCourseSettings,
} from './course-settings-service.ts';
import { getOverview } from './overview-service.ts';
import { presentAdminCourse } from './settings-presenter.ts';

const tags = ['admin'];

/** Staff course settings (status, badges, enrolment, group tiers) and the overview. */
export const adminCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/courses/',
    {
      schema: {
        tags,
        querystring: adminCoursesQuerySchema,
        response: { 200: pageSchema(adminCourseSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ADMIN_PAGE_SIZE);
      const { rows, count } = await listAdminCourses(app.db, request.query, window);
      return toPage(request.url, window, count, rows.map(presentAdminCourse));
    },
  );

  app.patch(
    '/api/admin/courses/:id/',
    {
      config: { changesCatalogue: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: courseSettingsSchema,
        response: { 200: adminCourseSchema },
      },
    },
    async (request) =>
      presentAdminCourse(
        await updateCourseSettings(
          app.db,
          currentUser(request).userId,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.put(
    '/api/admin/courses/:id/tiers/',
    {
      config: { changesCatalogue: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: tiersInputSchema,
        response: { 200: adminCourseSchema },
      },
    },
    async (request) =>
      presentAdminCourse(
        await replaceCourseTiers(
          app.db,
          currentUser(request).userId,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/api/admin/overview/',
    { schema: { tags, response: { 200: overviewSchema } } },
    async () => getOverview(app.db),
  );
};
