import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseAttendanceSchema,
  LIVE_CLASS_HISTORY_PAGE_SIZE,
  liveClassAttendanceSchema,
  liveClassMessages,
  liveClassRecordingAnswerSchema,
  liveClassRecordingSchema,
  pastLiveClassesSchema,
} from '@academy/contract/live-classes';
import { pageQuerySchema } from '@academy/contract/pagination';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import {
  listClassAttendees,
  listCourseAttendance,
  listPastLiveClasses,
} from './attendance-queries.ts';
import { presentLiveClass, recordingDueAt } from './live-class-presenter.ts';
import { loadLiveClass, loadVisibleCourse } from './live-class-queries.ts';
import { attachRecording } from './recording-service.ts';

const byUser = (request: FastifyRequest) => `live-recordings:${request.user?.userId ?? request.ip}`;

/** Classes after their end: recordings, who joined, attendance rates. */
export const pastClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['live classes'], security: [{ bearer: [] }] };

  app.get(
    '/api/courses/:id/live-classes/past/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          "A course's ended live classes, latest first, with recordings, the reader's attendance " +
          'and, for its instructor, how many joined',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pastLiveClassesSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const access = await loadVisibleCourse(app.db, user, request.params.id);
      const window = requestedWindow(request.query, LIVE_CLASS_HISTORY_PAGE_SIZE);
      const past = await listPastLiveClasses(app.db, access.course.id, user.userId, now, window);
      const results = past.rows.map((row) => {
        const dueAt = recordingDueAt(row);
        // When a recording is due, and whether it is late, is for the course's managers only.
        return {
          ...presentLiveClass(row, access.canManage),
          attendee_count: access.canManage ? row.attendeeCount : null,
          recording_due_at: access.canManage ? dueAt.toISOString() : null,
          recording_overdue: access.canManage
            ? row.status === 'scheduled' && row.recordingLessonId === null && dueAt <= now
            : null,
        };
      });
      return {
        ...toPage(request.url, window, past.count, results),
        can_manage: access.canManage,
        my_attendance: past.myAttendance,
      };
    },
  );

  app.get(
    '/api/live-classes/:id/attendance/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: "Who joined a live class: the course's learners, those who joined first",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: liveClassAttendanceSchema },
      },
    },
    async (request) => {
      const { row, access } = await loadLiveClass(app.db, currentUser(request), request.params.id);
      if (!access.canManage) throw forbidden(liveClassMessages.notYourCourse);
      const window = requestedWindow(request.query, LIVE_CLASS_HISTORY_PAGE_SIZE);
      const list = await listClassAttendees(app.db, row.id, access.course.id, window);
      const results = list.rows.map((attendee) => ({
        user_id: attendee.userId,
        name: attendee.name,
        joined_at: attendee.joinedAt?.toISOString() ?? null,
      }));
      return { ...toPage(request.url, window, list.count, results), joined: list.joined };
    },
  );

  app.get(
    '/api/courses/:id/live-classes/attendance/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary: "Each learner's attendance rate across the course's held live classes",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: courseAttendanceSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const access = await loadVisibleCourse(app.db, user, request.params.id);
      if (!access.canManage) throw forbidden(liveClassMessages.notYourCourse);
      const window = requestedWindow(request.query, LIVE_CLASS_HISTORY_PAGE_SIZE);
      const now = app.clock.now();
      const list = await listCourseAttendance(app.db, access.course.id, now, window);
      const results = list.rows.map((learner) => ({
        user_id: learner.userId,
        name: learner.name,
        attended: learner.attended,
        held: learner.held,
        rate: learner.held === 0 ? null : Math.round((learner.attended / learner.held) * 100),
      }));
      return {
        ...toPage(request.url, window, list.count, results),
        held: list.rows[0]?.held ?? 0,
      };
    },
  );

  app.post(
    '/api/live-classes/:id/recording/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        summary:
          "Attach an ended live class's recording: it becomes a lesson of the course and its " +
          'learners are notified',
        params: idParamsSchema,
        body: liveClassRecordingSchema,
        response: { 201: liveClassRecordingAnswerSchema },
      },
      config: {
        // The course's lesson count and curriculum change for the public catalogue.
        changesCatalogue: true,
        rateLimit: {
          max: 60,
          timeWindow: '1 hour',
          hook: 'preHandler' as const,
          keyGenerator: byUser,
        },
      },
    },
    async (request, reply) => {
      const attached = await attachRecording(
        { db: app.db, jobs: app.jobs },
        currentUser(request),
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({
        live_class: presentLiveClass(attached.row, true),
        lesson_id: attached.lessonId,
        module_id: attached.moduleId,
      });
    },
  );
};
