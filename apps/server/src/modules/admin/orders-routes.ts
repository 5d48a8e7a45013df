import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminInvoiceParamsSchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  refundRequestSchema,
  refundResultSchema,
} from '@academy/contract/admin';
import { pageSchema } from '@academy/contract/pagination';
import { currentUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { createGatewayClients } from '../checkout/gateway-clients.ts';
import { refundOrder } from '../checkout/order-refunds.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { presentAdminOrder, presentAdminOrderDetail } from './admin-orders-presenter.ts';
import { getAdminOrder, listAdminOrders } from './admin-orders-service.ts';

const tags = ['admin'];

/** Staff look through online orders and refund paid ones, in full or in part. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createGatewayClients(app.config.payments);
  const detail = async (invoice: string) => {
    const found = await getAdminOrder(app.db, invoice);
    if (!found) throw notFound();
    return presentAdminOrderDetail(found);
  };

  app.get(
    '/api/admin/orders/',
    {
      schema: {
        tags,
        summary:
          'Online orders, newest first; ?status=, ?gateway=, ?search= (invoice, transaction, buyer)',
        querystring: adminOrdersQuerySchema,
        response: { 200: pageSchema(adminOrderSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ADMIN_PAGE_SIZE);
      const { rows, count } = await listAdminOrders(app.db, request.query, window);
      return toPage(request.url, window, count, rows.map(presentAdminOrder));
    },
  );

  app.get(
    '/api/admin/orders/:invoice/',
    {
      schema: {
        tags,
        summary: 'One online order with its teammates and refunds',
        params: adminInvoiceParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => detail(request.params.invoice),
  );

  app.post(
    '/api/admin/orders/:invoice/refunds/',
    {
      schema: {
        tags,
        summary:
          'Refund a paid order at its gateway, in full (the enrolments end) or in part; request_id makes a repeat harmless',
        params: adminInvoiceParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResultSchema, 201: refundResultSchema },
      },
    },
    async (request, reply) => {
      const outcome = await refundOrder(
        {
          ...clients,
          db: app.db,
          mailer: app.mailer,
          log: request.log,
          publicUrl: app.config.publicUrl,
        },
        currentUser(request).userId,
        request.params.invoice,
        request.body,
      );
      // Live pushes stay best effort (decision 006); the mail is a job queued with the refund.
      await publishNotifications(app.bus, outcome.notices);
      const order = await detail(request.params.invoice);
      const refund = order.refunds.find((one) => one.id === outcome.refund.id)!;
      return reply.code(outcome.replayed ? 200 : 201).send({ order, refund });
    },
  );
};
