import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageSchema,
  CONTACT_ADMIN_PAGE_SIZE,
  contactHandledRequestSchema,
} from '@academy/contract/contact';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { notFound } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { presentAdminContactMessage } from '../contact/contact-presenter.ts';
import { listContactMessages, setContactMessageHandled } from '../contact/contact-service.ts';

const tags = ['contact', 'admin'];

/** Staff read the contact form's messages, newest first, and mark them handled or not. */
export const adminContactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contact-messages/',
    {
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(adminContactMessageSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, CONTACT_ADMIN_PAGE_SIZE);
      const { rows, count } = await listContactMessages(app.db, window);
      return toPage(request.url, window, count, rows.map(presentAdminContactMessage));
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
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
