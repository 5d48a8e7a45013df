import type { FastifyRequest } from 'fastify';

// Per-route limits (lib/rate-limit.ts) on what can be guessed or spammed: promo codes can be
// brute-forced, and every payment submission mails the staff.

const byUser = (request: FastifyRequest) => `enrolment:${request.user?.userId ?? request.ip}`;

export const enrolmentRateLimits = {
  /** Guessing promo codes, per signed-in user or per address for visitors. */
  validateCoupon: { max: 30, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
  /** Payment submissions per user; a real learner needs a handful at most. */
  submitPayment: { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser },
  /** Free enrolments per user. */
  enrollFree: { max: 30, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
} as const;
