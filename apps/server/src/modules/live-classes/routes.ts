import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseLiveClassesSchema,
  liveClassCancelSchema,
  liveClassDetailSchema,
  liveClassDraftSchema,
  liveClassEditSchema,
  liveClassJoinTicketSchema,
} from '@academy/contract/live-classes';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { issueTicket } from '../events/tickets.ts';
import {
  deliverLiveClassChange,
  LIVE_CLASS_CHANGE_QUEUE,
  type LiveClassChangeDelivery,
} from './live-class-delivery.ts';
import { presentLiveClass } from './live-class-presenter.ts';
import { listUpcomingLiveClasses, loadLiveClass, loadVisibleCourse } from './live-class-queries.ts';
import { joinLiveClass } from './join-service.ts';
import {
  LIVE_CLASS_REMINDER_QUEUE,
  REMINDER_SWEEP_SECONDS,
  sendDueReminders,
} from './live-class-reminders.ts';
import {
  cancelLiveClass,
  editLiveClass,
  scheduleLiveClasses,
  type LiveClassChange,
} from './schedule-service.ts';

const byUser = (request: FastifyRequest) => `live-classes:${request.user?.userId ?? request.ip}`;

/** Live classes of a course: schedule, edit, cancel, and join through the server. */
export const liveClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['live classes'], security: [{ bearer: [] }] };
  app.jobs.work(LIVE_CLASS_CHANGE_QUEUE, (delivery: LiveClassChangeDelivery) =>
    deliverLiveClassChange(
      { db: app.db, bus: app.bus, mailer: app.mailer, publicUrl: app.config.publicUrl },
      delivery,
    ),
  );
  app.jobs.work(
    LIVE_CLASS_REMINDER_QUEUE,
    async () => {
      await sendDueReminders(
        { db: app.db, jobs: app.jobs, mailer: app.mailer, publicUrl: app.config.publicUrl },
        app.clock.now(),
      );
    },
    {
      everySeconds: REMINDER_SWEEP_SECONDS,
      retryLimit: 1,
      expireInSeconds: 5 * 60,
      concurrency: 1,
    },
  );
  const deps = { db: app.db, jobs: app.jobs };
  /** What every change answers: the sessions as they are now, with the server's time. */
  const changed = (now: Date, change: LiveClassChange) => ({
    now: now.toISOString(),
    can_manage: true,
    results: change.sessions.map((row) => presentLiveClass(row, true)),
  });
  // Every change notifies (and may mail) the whole course: a person needs a few an hour.
  const writeLimit = {
    rateLimit: { max: 60, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: byUser },
  };

  app.get(
    '/api/courses/:id/live-classes/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: "A course's live classes that have not ended, soonest first",
        params: idParamsSchema,
        response: { 200: courseLiveClassesSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const access = await loadVisibleCourse(app.db, user, request.params.id);
      const rows = await listUpcomingLiveClasses(app.db, access.course.id, user.userId, now);
      return {
        now: now.toISOString(),
        can_manage: access.canManage,
        results: rows.map((row) => presentLiveClass(row, access.canManage)),
      };
    },
  );

  app.post(
    '/api/courses/:id/live-classes/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Schedule a live class, or a weekly series of them, for a course',
        params: idParamsSchema,
        body: liveClassDraftSchema,
        response: { 201: courseLiveClassesSchema },
      },
      config: writeLimit,
    },
    async (request, reply) => {
      const now = app.clock.now();
      const user = currentUser(request);
      const change = await scheduleLiveClasses(deps, user, request.params.id, request.body, now);
      return reply.code(201).send(changed(now, change));
    },
  );

  app.get(
    '/api/live-classes/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'One live class (never its meeting link)',
        params: idParamsSchema,
        response: { 200: liveClassDetailSchema },
      },
    },
    async (request) => {
      const { row, access } = await loadLiveClass(app.db, currentUser(request), request.params.id);
      return {
        now: app.clock.now().toISOString(),
        live_class: presentLiveClass(row, access.canManage),
      };
    },
  );

  app.put(
    '/api/live-classes/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Edit a live class, or it and the following ones of its series',
        params: idParamsSchema,
        body: liveClassEditSchema,
        response: { 200: courseLiveClassesSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const now = app.clock.now();
      const user = currentUser(request);
      return changed(now, await editLiveClass(deps, user, request.params.id, request.body, now));
    },
  );

  app.post(
    '/api/live-classes/:id/cancel/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Cancel a live class, or it and the following ones of its series',
        params: idParamsSchema,
        body: liveClassCancelSchema,
        response: { 200: courseLiveClassesSchema },
      },
      config: writeLimit,
    },
    async (request) => {
      const now = app.clock.now();
      const scope = request.body?.scope ?? 'one';
      const user = currentUser(request);
      return changed(now, await cancelLiveClass(deps, user, request.params.id, scope, now));
    },
  );

  app.post(
    '/api/live-classes/:id/join-ticket/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'A single-use address (60 s) that joins the live class in the browser',
        params: idParamsSchema,
        response: { 200: liveClassJoinTicketSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { row } = await loadLiveClass(app.db, user, request.params.id);
      const ticket = await issueTicket(app.db, user.userId, {
        kind: 'live_class_join',
        liveClassId: row.id,
      });
      return { join_url: `/api/live-classes/${row.id}/join/?ticket=${encodeURIComponent(ticket)}` };
    },
  );

  app.get(
    '/api/live-classes/:id/join/',
    {
      schema: {
        tags: ['live classes'],
        summary:
          'Join: checks enrolment and the window (15 minutes before the start until the end), ' +
          'records attendance, then redirects to the meeting; otherwise back to the class page',
        params: idParamsSchema,
        querystring: z.object({ ticket: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const outcome = await joinLiveClass(
        app.db,
        request.params.id,
        request.query.ticket,
        app.clock.now(),
      );
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (outcome.kind === 'meeting') return reply.redirect(outcome.url, 302);
      return reply.redirect(`/live-classes/${request.params.id}?join=${outcome.reason}`, 303);
    },
  );
};
