import type { FastifyRequest } from 'fastify';

// Per-user limits (lib/rate-limit.ts) on what writes to everyone's screens: each new topic
// notifies every instructor and admin, each comment the thread's participants.

const byUser = (scope: string) => (request: FastifyRequest) =>
  `forum-${scope}:${request.user?.userId ?? request.ip}`;

export const forumRateLimits = {
  createTopic: { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: byUser('topic') },
  createComment: {
    max: 30,
    timeWindow: '10 minutes',
    hook: 'preHandler',
    keyGenerator: byUser('comment'),
  },
} as const;
