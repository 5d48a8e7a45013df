import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html: string };
export type OutboxEntry = Mail & { sent_at: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Without SMTP_URL every mail becomes one JSON file in DATA_DIR/outbox, so a person or a test can
 * read one-time codes on a machine with no mail server. Files are written then renamed, so a
 * reader never sees half a mail.
 */
export function createOutboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.getTime()}-${randomBytes(6).toString('hex')}.json`;
      const entry: OutboxEntry = { ...mail, sent_at: sentAt.toISOString() };
      const temporary = join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`);
      await rename(temporary, join(outboxDir, name));
      log.info({ to: mail.to, subject: mail.subject, file: name }, 'mail written to outbox');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
