import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRateLimits } from './rate-limits.ts';
import type { SslDeps } from './sslcommerz-checkout.ts';
import { handleSslNotice } from './sslcommerz-return.ts';

type Options = {
  sslDeps: ((log: FastifyBaseLogger) => SslDeps) | null;
};

// SSLCommerz posts forms, both server to server (IPN) and through the payer's browser; every
// field is kept, since verify_key may name any of them for the signature.
const noticeSchema = z
  .object({
    tran_id: z.string().max(100),
    val_id: z.string().max(100),
    status: z.string().max(30),
    verify_sign: z.string().max(64),
    verify_key: z.string().max(2000),
  })
  .partial()
  .catchall(z.string().max(2000));

/**
 * SSLCommerz's way back: the IPN and the browser's return to success_url, fail_url and
 * cancel_url. Both are handled the same way; the validation API decides.
 */
export const sslcommerzReturnRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const tags = ['checkout'];
  const { publicUrl } = app.config;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function settle(
    log: FastifyBaseLogger,
    notice: z.infer<typeof noticeSchema>,
    via: 'ipn' | 'return',
  ) {
    if (!options.sslDeps) return null;
    return handleSslNotice(options.sslDeps(log), notice, via);
  }

  app.post(
    '/api/checkout/sslcommerz/ipn/',
    {
      config: { rateLimit: checkoutRateLimits.gatewayReturn },
      schema: {
        tags,
        summary: "SSLCommerz's IPN: the payment is checked with the validation API",
        body: noticeSchema,
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => ({
      received: (await settle(request.log, request.body, 'ipn')) !== null,
    }),
  );

  app.post(
    '/api/checkout/sslcommerz/return/:outcome/',
    {
      config: { rateLimit: checkoutRateLimits.gatewayReturn },
      schema: {
        tags,
        summary: 'The payer back from SSLCommerz: the payment is checked, then the order shown',
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        body: noticeSchema,
      },
    },
    async (request, reply) => {
      const settled = await settle(request.log, request.body, 'return');
      const target = settled ? settled.order.invoiceNumber : 'unknown';
      return reply.redirect(`${publicUrl}/checkout/${encodeURIComponent(target)}`, 303);
    },
  );
};
