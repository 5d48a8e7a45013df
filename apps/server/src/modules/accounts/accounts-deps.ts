import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { createFailureCounter, LOGIN_LIMITS, type FailureCounter } from './login-throttle.ts';

/** What the accounts services need from the app, gathered once when the routes register. */
export type AccountsDeps = {
  db: Db;
  /** Keys the HMAC of one-time codes (the server's JWT secret). */
  secret: string;
  accessTokens: AccessTokens;
  /** Ends the live event streams of a user whose sessions were all ended. */
  bus: EventBus;
  mailer: MailQueue;
  media: MediaStore;
  loginFailures: { account: FailureCounter; ip: FailureCounter };
};

export function accountsDeps(app: FastifyInstance): AccountsDeps {
  return {
    db: app.db,
    secret: app.config.jwtSecret,
    accessTokens: app.accessTokens,
    bus: app.bus,
    mailer: app.mailer,
    media: app.media,
    loginFailures: {
      account: createFailureCounter(LOGIN_LIMITS.account, app.redis, 'account'),
      ip: createFailureCounter(LOGIN_LIMITS.ip, app.redis, 'ip'),
    },
  };
}
