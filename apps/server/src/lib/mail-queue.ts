import type { Db } from '../db/client.ts';
import type { Jobs } from './jobs.ts';
import type { Mail, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail';

/** How modules send mail: `send` stores a job, and a worker hands it to the mailer. */
export type MailQueue = {
  /** Pass the transaction of the write the mail is about, so both commit together. */
  send(mail: Mail, options?: { tx?: Db }): Promise<void>;
  /** Several mails in one statement; `id` (see `stableJobId`) makes a repeated call a no-op. */
  sendMany(mails: { mail: Mail; id?: string }[], options?: { tx?: Db }): Promise<void>;
};

/**
 * Registers the mail queue's worker on `jobs`. A mail job holds the composed mail; the one-time
 * codes some carry expire after 10 minutes, long before the job is deleted.
 */
export function createMailQueue(jobs: Jobs, mailer: Mailer): MailQueue {
  jobs.work<Mail>(MAIL_QUEUE, (mail, job) => mailer.send(mail, { key: job.id }), {
    retryLimit: 8,
    retryDelay: 30,
    expireInSeconds: 60,
    concurrency: 10,
  });
  return {
    async send(mail, { tx } = {}) {
      await jobs.send(MAIL_QUEUE, mail, { tx });
    },
    async sendMany(mails, { tx } = {}) {
      await jobs.sendMany(
        MAIL_QUEUE,
        mails.map(({ mail, id }) => ({ payload: mail, id })),
        { tx },
      );
    },
  };
}
