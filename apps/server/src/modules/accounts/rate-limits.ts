import type { FastifyRequest } from 'fastify';

// Per-route limits (lib/rate-limit.ts) for the calls that can be brute-forced or spammed; answers
// beyond them are 429 with Retry-After. Wrong passwords have their own counters (login-throttle.ts)
// and codes their own attempt budget and resend quota (one-time-codes.ts).

const byUser = (request: FastifyRequest) => `user:${request.user?.userId ?? request.ip}`;

export const accountRateLimits = {
  /**
   * Sign-ups and code requests send mail. Each mailbox has its own quota (one code a minute, five
   * an hour); these cap what one address (possibly a whole hospital behind NAT) can send in all.
   */
  register: { max: 30, timeWindow: '10 minutes' },
  codeRequest: { max: 20, timeWindow: '10 minutes' },
  /** Code checks from one address, on top of the per-code attempt budget. */
  codeCheck: { max: 30, timeWindow: '10 minutes' },
  setPassword: { max: 10, timeWindow: '10 minutes' },
  /** Every login hashes a password; this caps the CPU one address can ask for. */
  login: { max: 60, timeWindow: '1 minute' },
  refresh: { max: 120, timeWindow: '1 minute' },
  /** Guessing the old password of a signed-in session, counted per user. */
  changePassword: {
    max: 10,
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: byUser,
  },
  /** Each upload is decoded and re-encoded. */
  profileUpdate: { max: 20, timeWindow: '10 minutes', hook: 'preHandler', keyGenerator: byUser },
} as const;
