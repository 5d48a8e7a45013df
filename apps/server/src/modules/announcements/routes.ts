import { courseIdParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementDraftSchema,
  announcementLimits,
  announcementSchema,
} from '@academy/contract/announcements';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireRole, requireUser } from '../../lib/auth-guard.ts';
import { listOrPage } from '../../lib/pagination.ts';
import {
  ANNOUNCEMENT_DELIVERY_QUEUE,
  deliverAnnouncement,
  type AnnouncementDelivery,
} from './announcement-delivery.ts';
import { presentAnnouncement } from './announcement-presenter.ts';
import {
  assertCanReadAnnouncements,
  createAnnouncement,
  listAnnouncements,
} from './announcements-service.ts';

const byUser = (request: FastifyRequest) => `announcements:${request.user?.userId ?? request.ip}`;

/** Course announcements. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['announcements'], security: [{ bearer: [] }] };
  app.jobs.work(ANNOUNCEMENT_DELIVERY_QUEUE, (delivery: AnnouncementDelivery) =>
    deliverAnnouncement(
      {
        db: app.db,
        bus: app.bus,
        jobs: app.jobs,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
      },
      delivery,
    ),
  );

  app.post(
    '/api/announcements/create/',
    {
      preValidation: [requireRole('instructor', 'admin')],
      schema: { ...signedIn, body: announcementDraftSchema, response: { 201: announcementSchema } },
      // Every announcement mails the whole course: a few an hour is plenty for a person.
      config: {
        rateLimit: { max: 20, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser },
      },
    },
    async (request, reply) => {
      const row = await createAnnouncement(
        { db: app.db, jobs: app.jobs },
        currentUser(request),
        request.body,
      );
      return reply.code(201).send(presentAnnouncement(row));
    },
  );

  app.get(
    '/api/announcements/course/:courseId/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        params: courseIdParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: z.union([z.array(announcementSchema), pageSchema(announcementSchema)]),
        },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      await assertCanReadAnnouncements(app.db, currentUser(request), courseId);
      return listOrPage(
        request,
        announcementLimits.pageSize,
        (window) => listAnnouncements(app.db, courseId, window),
        presentAnnouncement,
      );
    },
  );
};
