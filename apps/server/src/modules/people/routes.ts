import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enrolmentMessages } from '@academy/contract/enrolment';
import {
  PEOPLE_PAGE_SIZE,
  classmatesPageSchema,
  classmatesQuerySchema,
  rosterPageSchema,
  rosterQuerySchema,
} from '@academy/contract/people';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';
import { canSeeClassmates, canSeeRoster } from './policies.ts';
import { listClassmates, listRoster } from './roster-service.ts';

/** The People tab of a course: the roster for its teachers, listed classmates for its learners. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['people'], security: [{ bearer: [] }] };

  app.get(
    '/api/courses/:id/roster/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          'The course’s enrolled learners with e-mail, progress and last activity, by name (its instructor and staff)',
        params: idParamsSchema,
        querystring: rosterQuerySchema,
        response: { 200: rosterPageSchema },
      },
    },
    async (request) => {
      const membership = await loadCourseMembership(
        app.db,
        currentUser(request),
        request.params.id,
      );
      if (!canSeeRoster(membership)) throw forbidden();
      const { page = 1, page_size: pageSize = PEOPLE_PAGE_SIZE, search } = request.query;
      const window = pageWindow(page, pageSize);
      const roster = await listRoster(app.db, membership.course.id, { search }, window);
      return {
        ...toPage(request.url, window, roster.count, roster.results),
        total_lessons: roster.totalLessons,
      };
    },
  );

  app.get(
    '/api/courses/:id/classmates/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          'The course’s learners who chose to be listed, by name: names and pictures only (anyone in the class)',
        params: idParamsSchema,
        querystring: classmatesQuerySchema,
        response: { 200: classmatesPageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const membership = await loadCourseMembership(app.db, user, request.params.id);
      if (!canSeeClassmates(membership)) throw forbidden(enrolmentMessages.notEnrolled);
      const { page = 1, page_size: pageSize = PEOPLE_PAGE_SIZE } = request.query;
      const window = pageWindow(page, pageSize);
      const classmates = await listClassmates(app.db, membership.course.id, user.userId, window);
      return {
        ...toPage(request.url, window, classmates.count, classmates.results),
        you_are_listed: classmates.youAreListed,
      };
    },
  );
};
