import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushKeySchema,
  pushPreferencesSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '@academy/contract/push';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import {
  fanOutWebPush,
  sendToDevice,
  WEB_PUSH_QUEUE,
  WEB_PUSH_SEND_QUEUE,
  type PushDeps,
  type WebPushJob,
  type WebPushSendJob,
} from './push-delivery.ts';
import {
  readPushPreferences,
  savePushPreferences,
  subscribeDevice,
  unsubscribeDevice,
} from './subscription-service.ts';

/** Web Push: a device's subscription, the learner's choices, and the delivery jobs. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['push'], security: [{ bearer: [] }] };
  const deps: PushDeps = { db: app.db, jobs: app.jobs, webPush: app.config.webPush };
  app.jobs.work(WEB_PUSH_QUEUE, (job: WebPushJob) => fanOutWebPush(deps, job));
  // A push service that is down is asked again later; a device is told once (the job's id).
  app.jobs.work(WEB_PUSH_SEND_QUEUE, (job: WebPushSendJob) => sendToDevice(deps, job), {
    retryLimit: 6,
    retryDelay: 60,
  });

  app.get(
    '/api/push/key/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ public_key: app.config.webPush.publicKey }),
  );

  app.post(
    '/api/push/subscriptions/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          'Keep this browser’s push subscription for the caller (moved from another account)',
        body: pushSubscriptionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await subscribeDevice(app.db, currentUser(request).userId, request.body, {
        allowHttpEndpoints: app.config.webPush.allowHttpEndpoints === true,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Forget this browser’s push subscription',
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unsubscribeDevice(app.db, currentUser(request).userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/push/preferences/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Which notifications the caller wants pushed to their devices',
        response: { 200: pushPreferencesSchema },
      },
    },
    async (request) => readPushPreferences(app.db, currentUser(request).userId),
  );

  app.put(
    '/api/push/preferences/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Turn each kind of pushed notification on or off',
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesSchema },
      },
    },
    async (request) => savePushPreferences(app.db, currentUser(request).userId, request.body),
  );
};
