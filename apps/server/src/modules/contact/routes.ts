import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactRequestSchema } from '@academy/contract/contact';
import { notifyStaff } from './contact-mail.ts';
import { presentContactMessage } from './contact-presenter.ts';
import { createContactMessage } from './contact-service.ts';

/** Requests of any kind one address may make to the contact form in ten minutes (flood guard). */
const CONTACT_FLOOD_MAX = 30;

/** The public contact form; staff read its messages in the admin scope (admin/contact-messages-routes.ts). */
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
};
