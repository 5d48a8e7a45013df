import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { SecurityEvents } from '../../lib/security-events.ts';
import { deriveKey } from '../../lib/keys.ts';
import { createDeviceCookies, type DeviceCookies } from './device-cookies.ts';
import {
  createAttemptCounter,
  createSuccessTally,
  LOGIN_LIMITS,
  type AttemptCounter,
  type SuccessTally,
} from './login-throttle.ts';

/** What the accounts services need from the app, gathered once when the routes register. */
export type AccountsDeps = {
  db: Db;
  /** Keys the HMAC of one-time codes: derived from JWT_SECRET for codes alone (lib/keys.ts). */
  codeKey: Buffer;
  accessTokens: AccessTokens;
  /** Ends the live event streams of a user whose sessions were all ended. */
  bus: EventBus;
  mailer: MailQueue;
  media: MediaStore;
  /** Login attempts per account, per known browser and per address (login-throttle.ts). */
  loginAttempts: {
    account: AttemptCounter;
    device: AttemptCounter;
    ip: AttemptCounter;
    ipSuccesses: SuccessTally;
  };
  deviceCookies: DeviceCookies;
  securityEvents: SecurityEvents;
  log: FastifyBaseLogger;
};

export function accountsDeps(app: FastifyInstance): AccountsDeps {
  return {
    db: app.db,
    codeKey: deriveKey(app.config.jwtSecret, 'one-time-codes'),
    accessTokens: app.accessTokens,
    bus: app.bus,
    mailer: app.mailer,
    media: app.media,
    loginAttempts: {
      account: createAttemptCounter(LOGIN_LIMITS.account.windowMs, app.redis, 'account'),
      device: createAttemptCounter(LOGIN_LIMITS.device.windowMs, app.redis, 'device'),
      ip: createAttemptCounter(LOGIN_LIMITS.ip.windowMs, app.redis, 'ip'),
      ipSuccesses: createSuccessTally(LOGIN_LIMITS.ip.windowMs, app.redis, 'ip'),
    },
    deviceCookies: createDeviceCookies(
      deriveKey(app.config.jwtSecret, 'device-cookies'),
      app.config.publicUrl.startsWith('https:'),
    ),
    securityEvents: app.securityEvents,
    log: app.log,
  };
}
