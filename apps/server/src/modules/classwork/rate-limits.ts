import type { FastifyRequest } from 'fastify';

// Per-route limits (lib/rate-limit.ts) on what can be spammed. Counted per signed-in user.

const byUser = (request: FastifyRequest) => `classwork:${request.user?.userId ?? request.ip}`;

export const classworkRateLimits = {
  /** Autosave: a save every few seconds through a long quiz stays well inside. */
  saveAnswers: { max: 600, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
  /** Starting and submitting attempts, authoring quizzes. */
  writes: { max: 120, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
} as const;
