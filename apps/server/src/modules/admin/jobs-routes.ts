import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAILED_JOBS_PAGE_SIZE,
  failedJobSchema,
  jobIdParamsSchema,
  jobMessages,
  type FailedJob,
  type FailedJobAbout,
} from '@academy/contract/jobs';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { notFound } from '../../lib/http-errors.ts';
import type { FailedJob as StoredFailedJob } from '../../lib/jobs.ts';
import { MAIL_QUEUE } from '../../lib/mail-queue.ts';
import { requestedWindow, toPage } from '../../lib/pagination.ts';
import { ANNOUNCEMENT_DELIVERY_QUEUE } from '../announcements/announcement-delivery.ts';
import { ORDER_DELIVERY_QUEUE } from '../checkout/order-delivery.ts';
import { ORDER_SETTLE_QUEUE } from '../checkout/order-settle-queue.ts';

const tags = ['admin'];

/** Names what the job was for from its payload, without handing the payload (a mail body) out. */
function describe(job: StoredFailedJob): FailedJobAbout {
  const data = (job.data ?? {}) as Record<string, unknown>;
  if (job.queue === MAIL_QUEUE) {
    return { kind: 'mail', to: String(data.to ?? ''), subject: String(data.subject ?? '') };
  }
  if (job.queue === ANNOUNCEMENT_DELIVERY_QUEUE) {
    return {
      kind: 'announcement',
      announcement_id: Number(data.announcementId),
      recipients: Array.isArray(data.notificationIds) ? data.notificationIds.length : 0,
    };
  }
  if (job.queue === ORDER_SETTLE_QUEUE || job.queue === ORDER_DELIVERY_QUEUE) {
    return {
      kind: 'order',
      order_id: Number(data.orderId),
      step: job.queue === ORDER_SETTLE_QUEUE ? 'settle' : 'delivery',
    };
  }
  return { kind: 'other' };
}

function present(job: StoredFailedJob): FailedJob {
  return {
    id: job.id,
    queue: job.queue,
    about: describe(job),
    attempts: job.attempts,
    last_error: job.error,
    failed_at: job.failedAt.toISOString(),
    created_at: job.createdAt.toISOString(),
  };
}

/** Background jobs that ran out of retries, and a retry button for each (decision 012). */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs/failed/',
    {
      schema: {
        tags,
        summary: 'Background jobs that ran out of retries, most recent first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(failedJobSchema) },
      },
    },
    async (request) => {
      const window = requestedWindow(request.query, FAILED_JOBS_PAGE_SIZE);
      const { rows, count } = await app.jobs.listFailed(window);
      return toPage(request.url, window, count, rows.map(present));
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Queue a failed job again, with one more attempt',
        params: jobIdParamsSchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      if (!(await app.jobs.retry(request.params.id))) throw notFound();
      request.log.info({ jobId: request.params.id, by: request.user?.userId }, 'job retried');
      return { detail: jobMessages.retried };
    },
  );
};
