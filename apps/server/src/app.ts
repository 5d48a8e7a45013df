import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAccessTokens } from './lib/access-tokens.ts';
import { serializeRequest } from './lib/request-log.ts';
import { createUploadSlots } from './lib/upload-slots.ts';
import { createSecurityEvents } from './lib/security-events.ts';
import { createOffsetClock, systemClock, type Clock } from './lib/clock.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { registerJsonCompression } from './lib/json-compression.ts';
import { createInProcessBus, createRedisBus, type EventBus } from './lib/event-bus.ts';
import { createJobs, type JobsOptions } from './lib/jobs.ts';
import { createMailQueue } from './lib/mail-queue.ts';
import { createLocalMediaStore, createS3MediaStore } from './lib/media-store.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerRateLimit } from './lib/rate-limit.ts';
import { createReadiness } from './lib/readiness.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import type { Services } from './lib/services.ts';
import { registerWebApp } from './lib/web-app.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { announcementsRoutes } from './modules/announcements/routes.ts';
import { authoringRoutes } from './modules/authoring/routes.ts';
import { catalogueCache } from './modules/catalogue/catalogue-cache.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { cohortRoutes } from './modules/cohorts/routes.ts';
import { upcomingWorkRoutes } from './modules/classwork/upcoming-work-routes.ts';
import { enrolmentRoutes } from './modules/enrolment/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { forumRoutes } from './modules/forum/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { calendarRoutes } from './modules/live-classes/calendar-routes.ts';
import { pastClassesRoutes } from './modules/live-classes/past-classes-routes.ts';
import { liveClassesRoutes } from './modules/live-classes/routes.ts';
import { liveScheduleRoutes } from './modules/live-classes/schedule-routes.ts';
import { testClockRoutes } from './modules/live-classes/test-clock-routes.ts';
import { assignmentRoutes } from './modules/classwork/assignment-routes.ts';
import { classworkRoutes } from './modules/classwork/routes.ts';
import { gradingRoutes } from './modules/classwork/grading-routes.ts';
import { richTextRoutes } from './modules/rich-text/routes.ts';
import { videosRoutes } from './modules/videos/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';

/** JSON bodies above this are refused with 413; uploads have their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest uploaded file (profile pictures, thumbnails) before it is even decoded. */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

export type AppOverrides = {
  database?: Database;
  bus?: EventBus;
  /** Delivers the mails the mail queue's worker takes (default: SMTP_URL, else the outbox). */
  mailTransport?: Mailer;
  /** Job worker settings; tests turn the polling worker off and run jobs with `runQueued`. */
  jobs?: Partial<Omit<JobsOptions, 'log'>>;
  clock?: Clock;
  /** Where log lines go instead of stdout (tests that read what is logged). */
  logStream?: { write(line: string): void };
};

/**
 * Builds the whole application (every plugin and module) without listening. Services passed in
 * are owned by the caller; the ones created here are closed with the app.
 */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    forceCloseConnections: 'idle',
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const database = overrides.database ?? (await openDatabase(config));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const mailTransport =
    overrides.mailTransport ??
    (config.smtpUrl
      ? createSmtpMailer(
          config.smtpUrl,
          `Academy <no-reply@${new URL(config.publicUrl).hostname}>`,
          app.log,
        )
      : createOutboxMailer(join(config.dataDir, 'outbox'), app.log));
  // PROCESS_ROLE=web serves without taking jobs; machines with PROCESS_ROLE=jobs take them.
  const jobs = createJobs(database, {
    log: app.log,
    ...(config.processRole === 'web' ? { worker: false } : {}),
    ...overrides.jobs,
  });
  const readiness = createReadiness();
  readiness.register('database', () => database.ping());
  if (redis) readiness.register('redis', () => redis.ping());
  readiness.register('jobs', async () => {
    if (!(await jobs.ready())) throw new Error('the job worker is not running');
  });
  const services: Services = {
    config,
    database,
    db: database.db,
    bus:
      overrides.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl) : createInProcessBus()),
    jobs,
    mailer: createMailQueue(jobs, mailTransport),
    media: config.s3
      ? createS3MediaStore(config.s3)
      : createLocalMediaStore(join(config.dataDir, 'media')),
    accessTokens: createAccessTokens(config.jwtSecret),
    redis,
    readiness,
    clock: overrides.clock ?? (config.testClockControl ? createOffsetClock() : systemClock),
    securityEvents: createSecurityEvents(database.db, app.log),
    uploads: createUploadSlots(redis),
  };
  for (const name of Object.keys(services) as (keyof Services)[]) {
    // The Services type above is the checked contract; decorate's getter/setter overloads can't
    // infer a union of values, so the value is passed untyped here.
    app.decorate(name, services[name] as never);
  }
  app.decorateRequest('user', null);
  // Workers start once every module has registered its queues, and stop (finishing the jobs they
  // hold) before the database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!overrides.bus) await services.bus.close();
    redis?.disconnect();
    if (!overrides.database) await database.close();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerRateLimit(app, redis);
  // Before the ETag and compression hooks, so that it keeps the JSON; before the modules, as it
  // marks the routes that change the catalogue as they are added.
  await app.register(catalogueCache);
  await registerJsonCompression(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(catalogueRoutes);
  await app.register(learningRoutes);
  await app.register(peopleRoutes);
  await app.register(cohortRoutes);
  await app.register(enrolmentRoutes);
  await app.register(checkoutRoutes);
  await app.register(adminRoutes);
  await app.register(forumRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(eventsRoutes);
  await app.register(authoringRoutes);
  await app.register(announcementsRoutes);
  await app.register(contactRoutes);
  await app.register(liveClassesRoutes);
  await app.register(liveScheduleRoutes);
  await app.register(pastClassesRoutes);
  await app.register(calendarRoutes);
  if (config.testClockControl) await app.register(testClockRoutes);
  await app.register(classworkRoutes);
  await app.register(upcomingWorkRoutes);
  await app.register(assignmentRoutes);
  await app.register(gradingRoutes);
  await app.register(videosRoutes);
  await app.register(pushRoutes);
  await app.register(richTextRoutes);

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    mediaDir: join(config.dataDir, 'media'),
    media: services.media,
  });
  return app;
}
