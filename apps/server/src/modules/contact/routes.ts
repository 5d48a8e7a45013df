import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactMessageSchema,
  CONTACT_ADMIN_PAGE_SIZE,
  contactHandledRequestSchema,
  contactMessageSchema,
  contactRequestSchema,
} from '@academy/contract/contact';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { requireRole } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { notifyStaff } from './contact-mail.ts';
import { presentAdminContactMessage, presentContactMessage } from './contact-presenter.ts';
import {
  createContactMessage,
  listContactMessages,
  setContactMessageHandled,
} from './contact-service.ts';

/** Requests of any kind one address may make to the contact form in ten minutes (flood guard). */
const CONTACT_FLOOD_MAX = 30;

/** The public contact form and the staff view of its messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact/',
    {
      config: { rateLimit: { max: CONTACT_FLOOD_MAX, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 201: contactMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await app.db.transaction(async (tx) => {
        const stored = await createContactMessage(tx, request.body, request.ip);
        await notifyStaff(
          { db: tx, mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl },
          stored,
        );
        return stored;
      });
      return reply.code(201).send(presentContactMessage(message));
    },
  );

  app.get(
    '/api/admin/contact-messages/',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['contact', 'admin'],
        querystring: pageQuerySchema,
        response: { 200: pageSchema(adminContactMessageSchema) },
      },
    },
    async (request) => {
      const window = pageWindow(
        request.query.page ?? 1,
        request.query.page_size ?? CONTACT_ADMIN_PAGE_SIZE,
      );
      const { rows, count } = await listContactMessages(app.db, window);
      return toPage(request.url, window, count, rows.map(presentAdminContactMessage));
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id/',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['contact', 'admin'],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: contactHandledRequestSchema,
        response: { 200: adminContactMessageSchema },
      },
    },
    async (request) => {
      const row = await setContactMessageHandled(app.db, request.params.id, request.body.handled);
      if (!row) throw notFound();
      return presentAdminContactMessage(row);
    },
  );
};
