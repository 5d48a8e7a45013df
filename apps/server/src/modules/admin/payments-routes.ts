import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  rejectPaymentSchema,
} from '@academy/contract/admin';
import { pageSchema } from '@academy/contract/pagination';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { queueDecisionMails } from '../enrolment/payment-delivery.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import {
  approvePayment,
  rejectPayment,
  type PaymentDecision,
} from '../enrolment/payment-review-service.ts';
import { presentAdminPayment } from './admin-payments-presenter.ts';
import { getAdminPayment, listAdminPayments } from './admin-payments-service.ts';

const tags = ['admin'];

/** Staff verify manual bKash payments against the statement, then approve or reject them. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = async (paymentId: number) => {
    const found = await getAdminPayment(app.db, paymentId);
    if (!found) throw notFound();
    return presentAdminPayment(found.row, found.teammates);
  };
  const mailDeps = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  const queueMails = (tx: Db, decision: PaymentDecision) =>
    queueDecisionMails(mailDeps, tx, decision);

  app.get(
    '/api/admin/payments/',
    {
      schema: {
        tags,
        summary: 'Payment queue: pending first; ?status=, ?search= (transaction ID, number, email)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: pageSchema(adminPaymentSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ADMIN_PAGE_SIZE);
      const { rows, teammates, count } = await listAdminPayments(app.db, request.query, window);
      return toPage(
        request.url,
        window,
        count,
        rows.map((row) => presentAdminPayment(row, teammates)),
      );
    },
  );

  app.post(
    '/api/admin/payments/:id/approve/',
    {
      schema: { tags, params: idParamsSchema, response: { 200: adminPaymentSchema } },
    },
    async (request) => {
      const decision = await approvePayment(
        app.db,
        request.params.id,
        currentUser(request).userId,
        queueMails,
      );
      // Live pushes stay immediate and best effort (decision 006); the mails are queued jobs.
      await publishNotifications(app.bus, decision.notices);
      return present(decision.payment.id);
    },
  );

  app.post(
    '/api/admin/payments/:id/reject/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: rejectPaymentSchema,
        response: { 200: adminPaymentSchema },
      },
    },
    async (request) => {
      const decision = await rejectPayment(
        app.db,
        request.params.id,
        currentUser(request).userId,
        request.body.reason,
        queueMails,
      );
      await publishNotifications(app.bus, decision.notices);
      return present(decision.payment.id);
    },
  );
};
