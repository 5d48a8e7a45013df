import type { FastifyRequest } from 'fastify';

// Each upload is decoded and re-encoded: one account cannot keep the CPU busy with them.
const byUser = (request: FastifyRequest) => `rich-text:${request.user?.userId ?? request.ip}`;

export const richTextRateLimits = {
  uploadImage: { max: 30, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
} as const;
