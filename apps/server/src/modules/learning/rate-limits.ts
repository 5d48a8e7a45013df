import type { FastifyRequest } from 'fastify';

// Per-route limits (lib/rate-limit.ts) on what can be spammed or guessed. Signed-in calls count per
// user; public certificate look-ups count per address.

const byUser = (request: FastifyRequest) => `learning:${request.user?.userId ?? request.ip}`;
const byAddress = (request: FastifyRequest) => `learning:${request.ip}`;

export const learningRateLimits = {
  /** Ticking lessons on and off, and opening them: generous for a person clicking through. */
  progress: { max: 240, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
  /** Writing, editing and deleting notes. */
  notes: { max: 60, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser },
  /** Posting and editing reviews: each one recomputes a course's rating. */
  reviews: { max: 20, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser },
  /** Public verification: codes are unguessable, this keeps anyone from trying. */
  verifyCertificate: {
    max: 60,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: byAddress,
  },
  /** Rendering a PDF costs CPU. */
  certificatePdf: { max: 20, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: byAddress },
} as const;
