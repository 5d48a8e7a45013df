import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Each dependency by name (database, redis, …) and how it answered. */
  checks: z.record(z.string(), z.enum(['ok', 'unavailable', 'timeout'])),
  /** The names of the checks that did not answer "ok"; empty when ready. */
  failed: z.array(z.string()),
});

/**
 * Liveness (`/api/health/`: the process answers, nothing else is asked, so a slow database never
 * gets it restarted) and readiness (`/api/ready/`: every registered dependency answers; 503 naming
 * the ones that did not, so a balancer routes around this process until they are back).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready/',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      const { ready, checks, errors } = await app.readiness.run();
      const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
      reply.header('cache-control', 'no-store');
      if (ready) return { status: 'ok' as const, checks, failed };
      request.log.warn({ checks, errors: errors.map((error) => error.message) }, 'not ready');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable' as const, checks, failed });
    },
  );
};
