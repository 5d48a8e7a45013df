import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import { liveClassEnd, overdueRecordingsSchema } from '@academy/contract/live-classes';
import { pageQuerySchema } from '@academy/contract/pagination';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { listOverdueRecordings } from '../live-classes/attendance-queries.ts';
import { recordingDueAt } from '../live-classes/live-class-presenter.ts';

/** Staff watch the FAQ's promise: recordings within 24 hours of a live class's end. */
export const adminLiveClassesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/live-classes/overdue-recordings/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Held live classes still without a recording more than 24 hours after their end',
        querystring: pageQuerySchema,
        response: { 200: overdueRecordingsSchema },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, ADMIN_PAGE_SIZE);
      const { rows, count } = await listOverdueRecordings(app.db, app.clock.now(), window);
      return toPage(
        request.url,
        window,
        count,
        rows.map((row) => ({
          id: row.id,
          course_id: row.courseId,
          course_title: row.courseTitle,
          instructor_name: row.instructorName,
          title: row.title,
          starts_at: row.startsAt.toISOString(),
          ends_at: liveClassEnd(row.startsAt, row.durationMinutes).toISOString(),
          due_at: recordingDueAt(row).toISOString(),
          attendee_count: row.attendeeCount,
        })),
      );
    },
  );
};
