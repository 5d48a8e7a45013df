import type { FastifyRequest } from 'fastify';
import { ORDERS_PER_HOUR } from '@academy/contract/checkout';

const byUser = (request: FastifyRequest) => `checkout:${request.user?.userId ?? request.ip}`;

export const checkoutRateLimits = {
  /** Every order opens a payment at the gateway; a real learner needs a handful at most. */
  createOrder: {
    max: ORDERS_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler',
    keyGenerator: byUser,
  },
  /** Gateway callbacks and IPNs come from browsers and the gateway: generous, but bounded. */
  gatewayReturn: { max: 120, timeWindow: '1 minute' },
} as const;
