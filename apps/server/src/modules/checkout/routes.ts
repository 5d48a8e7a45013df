import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutMessages,
  checkoutOptionsSchema,
  orderCreatedSchema,
  orderRequestSchema,
  orderSchema,
  ORDERS_PAGE_SIZE,
  type PaymentGateway,
} from '@academy/contract/checkout';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { detailError, notFound } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { openBkashPayment } from './bkash-checkout.ts';
import { handleBkashCallback } from './bkash-return.ts';
import { createGatewayClients } from './gateway-clients.ts';
import { deliverPaidOrder, ORDER_DELIVERY_QUEUE, type OrderDelivery } from './order-delivery.ts';
import { listMyOrders } from './order-history.ts';
import { presentOrder } from './order-presenter.ts';
import { loadReceipt, receiptFileName } from './order-receipt.ts';
import { renderReceiptPdf } from './order-receipt-pdf.ts';
import { createOrder, findOrderByInvoice } from './order-service.ts';
import { settleOrder, sweepOrders } from './order-settle-jobs.ts';
import {
  ORDER_SETTLE_QUEUE,
  ORDER_SWEEP_QUEUE,
  type OrderSettlement,
} from './order-settle-queue.ts';
import { checkoutRateLimits } from './rate-limits.ts';
import { settleRefund } from './refund-settle-jobs.ts';
import { REFUND_CHECK_QUEUE, type RefundCheck } from './refund-settle-queue.ts';
import { openSslPayment } from './sslcommerz-checkout.ts';
import { sslcommerzReturnRoutes } from './sslcommerz-routes.ts';
import { sendAttachment } from '../../lib/attachment.ts';

const tags = ['checkout'];

/** Paying online: the gateways on offer, orders, and the gateways' way back to us. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, publicUrl } = app.config;
  const { bkash, sslcommerz } = createGatewayClients(payments);
  const offered: PaymentGateway[] = [
    ...(bkash ? (['bkash'] as const) : []),
    ...(sslcommerz ? (['sslcommerz'] as const) : []),
  ];
  const base = (log: typeof app.log) => ({ db: app.db, jobs: app.jobs, log, publicUrl });
  const bkashDeps = (log: typeof app.log) => ({ ...base(log), client: bkash! });
  const sslDeps = (log: typeof app.log) => ({ ...base(log), client: sslcommerz! });

  // A paid order's notifications and mails, queued in the payment's transaction.
  app.jobs.work(ORDER_DELIVERY_QUEUE, (delivery: OrderDelivery) =>
    deliverPaidOrder(
      {
        db: app.db,
        bus: app.bus,
        mailer: app.mailer,
        publicUrl,
        vatPercent: payments.receiptVatPercent,
      },
      delivery,
    ),
  );
  if (offered.length > 0) {
    const settler = { ...base(app.log), bkash, sslcommerz };
    // A gateway call may take the timeout, and one settling makes up to four (token, execute,
    // status); retries from 30 s double up to an hour, past the payments' one-hour lifetime.
    const lease = Math.ceil((payments.timeoutMs * 4) / 1000) + 60;
    app.jobs.work(ORDER_SETTLE_QUEUE, (job: OrderSettlement) => settleOrder(settler, job.orderId), {
      policy: 'exclusive',
      retryLimit: 12,
      retryDelay: 30,
      expireInSeconds: lease,
    });
    const refunds = { ...settler, bus: app.bus, mailer: app.mailer };
    // A refund not yet final is asked about from a minute on, then with doubling waits: an
    // SSLCommerz refund may stay processing for days (14 retries reach about 11 days).
    app.jobs.work(REFUND_CHECK_QUEUE, (job: RefundCheck) => settleRefund(refunds, job.refundId), {
      policy: 'exclusive',
      retryLimit: 14,
      retryDelay: 60,
      expireInSeconds: lease,
    });
    app.jobs.work(ORDER_SWEEP_QUEUE, () => sweepOrders(settler), {
      everySeconds: 5 * 60,
      retryLimit: 1,
      expireInSeconds: 5 * 60,
      concurrency: 1,
    });
  }

  app.get(
    '/api/checkout/options/',
    {
      schema: {
        tags,
        summary: 'The online gateways this academy offers; none means manual payment only',
        response: { 200: checkoutOptionsSchema },
      },
    },
    async () => ({ gateways: offered }),
  );

  app.post(
    '/api/orders/',
    {
      preValidation: [requireUser],
      config: { rateLimit: checkoutRateLimits.createOrder },
      schema: {
        tags,
        summary: 'Create an order for the server-computed amount and open it at the gateway',
        body: orderRequestSchema,
        response: { 201: orderCreatedSchema },
      },
    },
    async (request, reply) => {
      if (!offered.includes(request.body.gateway)) {
        throw detailError(400, checkoutMessages.gatewayNotOffered);
      }
      const created = await createOrder(
        app.db,
        currentUser(request).userId,
        request.body,
        app.clock.now(),
      );
      const opened =
        request.body.gateway === 'bkash'
          ? await openBkashPayment(bkashDeps(request.log), created.order, String(created.payer.id))
          : await openSslPayment(
              sslDeps(request.log),
              created.order,
              created.payer,
              created.courseTitle,
            );
      if (!opened) throw detailError(503, checkoutMessages.gatewayUnavailable);
      return reply.code(201).send({
        order: presentOrder(opened.order, created.courseTitle),
        redirect_url: opened.redirectUrl,
      });
    },
  );

  app.get(
    '/api/orders/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary: "The signed-in user's online orders, newest first",
        querystring: pageQuerySchema,
        response: { 200: pageSchema(orderSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ORDERS_PAGE_SIZE);
      const { rows, count } = await listMyOrders(app.db, currentUser(request).userId, window);
      const results = rows.map((row) => presentOrder(row.order, row.courseTitle));
      return toPage(request.url, window, count, results);
    },
  );

  app.get(
    '/api/orders/:invoice/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary: 'One of the signed-in user’s orders, by invoice number',
        params: z.object({ invoice: z.string().max(40) }),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findOrderByInvoice(app.db, request.params.invoice);
      // Someone else's order reads as missing, so invoice numbers cannot be probed.
      if (!row || (row.order.userId !== user.userId && user.role !== 'admin')) throw notFound();
      return presentOrder(row.order, row.courseTitle);
    },
  );

  app.get(
    '/api/orders/:invoice/receipt/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary: 'The receipt of a paid order, as a PDF',
        params: z.object({ invoice: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const receipt = await loadReceipt(app.db, request.params.invoice);
      const isOwner = receipt?.userId === user.userId || user.role === 'admin';
      if (!receipt || !isOwner) throw notFound();
      const pdf = await renderReceiptPdf({
        ...receipt,
        vatPercent: payments.receiptVatPercent,
        publicUrl,
      });
      return sendAttachment(reply, {
        type: 'application/pdf',
        fileName: receiptFileName(receipt.invoiceNumber),
        cacheControl: 'private, no-store',
        body: pdf,
      });
    },
  );

  app.get(
    '/api/checkout/bkash/callback/',
    {
      config: { rateLimit: checkoutRateLimits.gatewayReturn },
      schema: {
        tags,
        summary: "bKash's callback: executes or checks the payment, then shows the order",
        querystring: z.object({
          paymentID: z.string().max(100).default(''),
          status: z.string().max(20).default(''),
        }),
      },
    },
    async (request, reply) => {
      const settled = bkash
        ? await handleBkashCallback(
            bkashDeps(request.log),
            request.query.paymentID,
            request.query.status,
          )
        : null;
      const target = settled ? settled.order.invoiceNumber : 'unknown';
      return reply.redirect(`${publicUrl}/checkout/${encodeURIComponent(target)}`, 303);
    },
  );

  await app.register(sslcommerzReturnRoutes, { sslDeps: sslcommerz ? sslDeps : null });
};
