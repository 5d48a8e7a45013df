import { z } from 'zod';

/** What a failed background job was doing, enough for staff to recognise it. */
export const failedJobAboutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mail'), to: z.string(), subject: z.string() }),
  z.object({
    kind: z.literal('announcement'),
    announcement_id: z.number().int(),
    recipients: z.number().int(),
  }),
  /** An online order's settle job (asking the gateway) or its paid-order delivery (mails). */
  z.object({
    kind: z.literal('order'),
    order_id: z.number().int(),
    step: z.enum(['settle', 'delivery']),
  }),
  z.object({ kind: z.literal('other') }),
]);
export type FailedJobAbout = z.infer<typeof failedJobAboutSchema>;

/** GET /api/admin/jobs/failed/: a background job that ran out of retries. */
export const failedJobSchema = z.object({
  id: z.string().uuid(),
  /** The queue it belongs to, such as `mail` or `announcement-delivery`. */
  queue: z.string(),
  about: failedJobAboutSchema,
  /** Runs it had, the first included. */
  attempts: z.number().int(),
  last_error: z.string(),
  failed_at: z.string(),
  created_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const FAILED_JOBS_PAGE_SIZE = 20;

export const jobIdParamsSchema = z.object({ id: z.string().uuid() });

export const jobMessages = {
  retried: 'The job was queued again.',
} as const;
