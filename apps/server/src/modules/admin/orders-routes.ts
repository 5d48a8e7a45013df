import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminInvoiceParamsSchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  heldEnrolRequestSchema,
  heldRefundRequestSchema,
  refundRequestSchema,
  refundResultSchema,
} from '@academy/contract/admin';
import { z } from 'zod';
import { pageSchema } from '@academy/contract/pagination';
import { currentUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { createGatewayClients } from '../checkout/gateway-clients.ts';
import { refundOrder, type RefundInput } from '../checkout/order-refunds.ts';
import { findOrderByInvoice } from '../checkout/order-service.ts';
import { checkRefundNow } from '../checkout/refund-settle-jobs.ts';
import { enrolOnHeldMoney } from './held-money-service.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { presentAdminOrder, presentAdminOrderDetail } from './admin-orders-presenter.ts';
import { getAdminOrder, listAdminOrders } from './admin-orders-service.ts';

const tags = ['admin'];

/**
 * Staff look through online orders, refund paid ones in full or in part, follow refunds until the
 * gateway confirms them, and decide on money held on failed orders (return it, or enrol).
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createGatewayClients(app.config.payments);
  const detail = async (invoice: string) => {
    const found = await getAdminOrder(app.db, invoice);
    if (!found) throw notFound();
    return presentAdminOrderDetail(found);
  };
  const refundDeps = (log: typeof app.log) => ({
    ...clients,
    db: app.db,
    jobs: app.jobs,
    bus: app.bus,
    mailer: app.mailer,
    log,
    publicUrl: app.config.publicUrl,
  });
  /** Refunds and answers the order with the refund, 201 when made now, 200 for a replay. */
  const refund = async (
    request: { log: typeof app.log; params: { invoice: string } },
    actorId: number,
    input: RefundInput & { of_held_money?: boolean },
  ) => {
    const outcome = await refundOrder(
      refundDeps(request.log),
      actorId,
      request.params.invoice,
      input,
    );
    // Live pushes stay best effort (decision 006); the mail is a job queued with the refund.
    await publishNotifications(app.bus, outcome.notices);
    const order = await detail(request.params.invoice);
    const made = order.refunds.find((one) => one.id === outcome.refund.id)!;
    const code: 200 | 201 = outcome.replayed ? 200 : 201;
    return { code, body: { order, refund: made } };
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
      const made = await refund(request, currentUser(request).userId, request.body);
      return reply.code(made.code).send(made.body);
    },
  );

  app.post(
    '/api/admin/orders/:invoice/refunds/:refund_id/check/',
    {
      schema: {
        tags,
        summary: 'Ask the gateway now how a refund not yet final stands, and act on its answer',
        params: adminInvoiceParamsSchema.extend({ refund_id: z.coerce.number().int().positive() }),
        response: { 200: refundResultSchema },
      },
    },
    async (request) => {
      const found = await findOrderByInvoice(app.db, request.params.invoice);
      const checked = found
        ? await checkRefundNow(refundDeps(request.log), request.params.refund_id)
        : undefined;
      if (!found || !checked || checked.orderId !== found.order.id) throw notFound();
      const order = await detail(request.params.invoice);
      return { order, refund: order.refunds.find((one) => one.id === checked.id)! };
    },
  );

  app.post(
    '/api/admin/orders/:invoice/held/refund/',
    {
      schema: {
        tags,
        summary: 'Return money held on a failed order, in full, through its gateway',
        params: adminInvoiceParamsSchema,
        body: heldRefundRequestSchema,
        response: { 200: refundResultSchema, 201: refundResultSchema },
      },
    },
    async (request, reply) => {
      const found = await findOrderByInvoice(app.db, request.params.invoice);
      if (!found) throw notFound();
      // The amount is the server's: all of what the gateway captured.
      const made = await refund(request, currentUser(request).userId, {
        ...request.body,
        amount: found.order.heldAmount ?? '0.00',
        of_held_money: true,
      });
      return reply.code(made.code).send(made.body);
    },
  );

  app.post(
    '/api/admin/orders/:invoice/held/enrol/',
    {
      schema: {
        tags,
        summary: 'Enrol on money held on a failed order after a documented manual check',
        params: adminInvoiceParamsSchema,
        body: heldEnrolRequestSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => {
      // The delivery job queued with the payment pushes the notices and sends the mails.
      await enrolOnHeldMoney(
        { db: app.db, jobs: app.jobs },
        currentUser(request).userId,
        request.params.invoice,
        request.body.note,
      );
      return detail(request.params.invoice);
    },
  );
};
