import type { FastifyRequest } from 'fastify';

// Per-user limits (lib/rate-limit.ts) on authoring writes: each save rewrites a course tree and
// each upload is decoded and re-encoded, so one account cannot flood the database or the CPU.

const byUser = (request: FastifyRequest) => `authoring:${request.user?.userId ?? request.ip}`;

export const authoringRateLimits = {
  createCourse: { max: 30, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser },
  editCourse: { max: 120, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
} as const;
