import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { Clock } from './clock.ts';
import type { EventBus } from './event-bus.ts';
import type { Jobs } from './jobs.ts';
import type { MailQueue } from './mail-queue.ts';
import type { MediaStore } from './media-store.ts';
import type { Readiness } from './readiness.ts';
import type { SecurityEvents } from './security-events.ts';
import type { UploadSlots } from './upload-slots.ts';

/** Everything a module may reach through `app`, decorated once in buildApp. */
export type Services = {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** Durable background work (lib/jobs.ts). */
  jobs: Jobs;
  /** Queues mails; a job worker delivers them. */
  mailer: MailQueue;
  /** Uploaded avatars and thumbnails: DATA_DIR/media, or an S3 bucket (S3_BUCKET). */
  media: MediaStore;
  accessTokens: AccessTokens;
  redis: Redis | null;
  /** The checks behind GET /api/ready/; services add theirs with readiness.register(). */
  readiness: Readiness;
  /** The time live-class rules are checked against (lib/clock.ts). */
  clock: Clock;
  /** Locked accounts and burnt codes: logged, and counted in the staff console. */
  securityEvents: SecurityEvents;
  /** Uploads in progress per user, at most two at once (lib/upload-slots.ts). */
  uploads: UploadSlots;
};

declare module 'fastify' {
  // Declaration merging: these are decorated on the root instance in buildApp.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends Services {}
}
