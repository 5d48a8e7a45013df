import type { FastifyRequest } from 'fastify';

/** Per-user limit on sending (lib/rate-limit.ts): a message reaches every member's screen. */
export const chatSendRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `chat-send:${request.user?.userId ?? request.ip}`,
} as const;
