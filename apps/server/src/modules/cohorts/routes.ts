import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cohortInputSchema,
  cohortListSchema,
  cohortSchema,
  releaseRuleSchema,
  releaseScheduleSchema,
} from '@academy/contract/cohorts';
import { currentUser, identify, requireUser } from '../../lib/auth-guard.ts';
import { COHORT_NOTICE_QUEUE, COHORT_SWEEP_SECONDS, sendCohortNotices } from './cohort-notices.ts';
import { createCohort, deleteCohort, listCourseCohorts, updateCohort } from './cohorts-service.ts';
import { readReleaseSchedule, setReleaseRule } from './release-service.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist-service.ts';

/** A course's cohorts: seats left for everyone, written by its instructor (docs/rules.md, Cohorts). */
export const cohortRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cohorts'];
  const signedIn = { tags, security: [{ bearer: [] }] };
  app.jobs.work(
    COHORT_NOTICE_QUEUE,
    async () => {
      await sendCohortNotices(
        {
          db: app.db,
          jobs: app.jobs,
          mailer: app.mailer,
          bus: app.bus,
          publicUrl: app.config.publicUrl,
        },
        app.clock.now(),
      );
    },
    { everySeconds: COHORT_SWEEP_SECONDS, retryLimit: 1, expireInSeconds: 5 * 60, concurrency: 1 },
  );

  app.get(
    '/api/courses/:id/cohorts/',
    {
      preHandler: identify,
      schema: {
        tags,
        summary: 'The course’s coming and running cohorts with seats left, and the reader’s place',
        params: idParamsSchema,
        response: { 200: cohortListSchema },
      },
    },
    async (request, reply) => {
      // Seats change with every sale: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return listCourseCohorts(
        app.db,
        request.params.id,
        request.user?.userId ?? null,
        app.clock.now(),
      );
    },
  );

  app.post(
    '/api/courses/:id/cohorts/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Adds a cohort to the course (its instructor and staff)',
        params: idParamsSchema,
        body: cohortInputSchema,
        response: { 201: cohortSchema },
      },
    },
    async (request, reply) => {
      const cohort = await createCohort(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send(cohort);
    },
  );

  app.put(
    '/api/cohorts/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Changes a cohort; seats never below the places taken (its instructor and staff)',
        params: idParamsSchema,
        body: cohortInputSchema,
        response: { 200: cohortSchema },
      },
    },
    async (request) =>
      updateCohort(app.db, currentUser(request), request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/cohorts/:id/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Deletes a cohort nobody has a place in (its instructor and staff)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteCohort(app.db, currentUser(request), request.params.id, app.clock.now());
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/courses/:id/release-schedule/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'When each module and lesson opens (its instructor and staff)',
        params: idParamsSchema,
        response: { 200: releaseScheduleSchema },
      },
    },
    async (request) => readReleaseSchedule(app.db, currentUser(request), request.params.id),
  );

  for (const kind of ['module', 'lesson'] as const) {
    app.put(
      `/api/${kind}s/:id/release/`,
      {
        preValidation: [requireUser],
        schema: {
          ...signedIn,
          summary: `Sets when the ${kind} opens; both null for at once (its instructor and staff)`,
          params: idParamsSchema,
          body: releaseRuleSchema,
          response: { 200: releaseRuleSchema },
        },
      },
      async (request) =>
        setReleaseRule(app.db, currentUser(request), { kind, id: request.params.id }, request.body),
    );
  }

  app.post(
    '/api/cohorts/:id/waitlist/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: 'Joins the waiting list of a full cohort',
        params: idParamsSchema,
        response: { 201: cohortSchema },
      },
    },
    async (request, reply) => {
      const cohort = await joinWaitlist(
        app.db,
        currentUser(request).userId,
        request.params.id,
        app.clock.now(),
      );
      return reply.code(201).send(cohort);
    },
  );

  app.delete(
    '/api/cohorts/:id/waitlist/',
    {
      preValidation: [requireUser],
      schema: { ...signedIn, summary: 'Leaves a cohort’s waiting list', params: idParamsSchema },
    },
    async (request, reply) => {
      await leaveWaitlist(app.db, currentUser(request).userId, request.params.id);
      return reply.code(204).send();
    },
  );
};
