import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock.ts';

/**
 * Registered only with TEST_CLOCK=true (end-to-end runs): moves the live-class clock so a
 * journey can reach a class's join window without waiting for it.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.clock as OffsetClock;
  app.put(
    '/api/test-clock/',
    {
      schema: {
        hide: true,
        body: z.object({ offset_ms: z.number().int() }),
        response: { 200: z.object({ now: z.string(), offset_ms: z.number().int() }) },
      },
    },
    async (request) => {
      clock.setOffsetMs(request.body.offset_ms);
      return { now: clock.now().toISOString(), offset_ms: clock.offsetMs() };
    },
  );
};
