import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllReadBodySchema,
  markAllReadResultSchema,
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@academy/contract/notifications';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { toPage } from '../../lib/pagination.ts';
import { presentNotification } from './notification-presenter.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-service.ts';

/** The notification centre (GET /api/notifications/, mark read, read all). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/api/notifications/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          'The caller’s notifications, 15 a page (or ?page_size=), newest first, with the unread figures',
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { page = 1, page_size: pageSize } = request.query;
      const list = await listNotifications(app.db, userId, page, pageSize);
      return {
        ...toPage(request.url, list.window, list.count, list.rows.map(presentNotification)),
        unread_count: list.unreadCount,
        has_unread_chat: list.hasUnreadChat,
      };
    },
  );

  app.post(
    '/api/notifications/read-all/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Marks every unread notification read, or only those of one type and course',
        body: markAllReadBodySchema,
        response: { 200: markAllReadResultSchema },
      },
    },
    async (request) => ({
      marked_read: await markAllNotificationsRead(
        app.db,
        currentUser(request).userId,
        request.body ?? {},
      ),
    }),
  );

  app.post(
    '/api/notifications/:id/read/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) =>
      presentNotification(
        await markNotificationRead(app.db, currentUser(request).userId, request.params.id),
      ),
  );
};
