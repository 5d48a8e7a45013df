import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail; base64 so a queued mail stays plain JSON. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
export type OutboxEntry = Mail & { sent_at: string };

export type DeliveryOptions = {
  /**
   * Names this delivery (its job id): a mail handed over again under the same key (a retry after
   * the process died between sending and recording it) is not delivered twice by the outbox, and
   * carries the same Message-ID over SMTP so mail servers can drop the copy.
   */
  key?: string;
};

/** Delivers one mail now; modules queue mails through `app.mailer` (lib/mail-queue.ts) instead. */
export interface Mailer {
  send(mail: Mail, options?: DeliveryOptions): Promise<void>;
}

/**
 * Without SMTP_URL every mail becomes one JSON file in DATA_DIR/outbox, so a person or a test can
 * read one-time codes on a machine with no mail server. Files are written then renamed, so a
 * reader never sees half a mail. A keyed mail whose file is already there is not written again.
 */
export function createOutboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  let sequence = 0;
  return {
    async send(mail, { key } = {}) {
      await mkdir(outboxDir, { recursive: true });
      const suffix = `-${key ?? randomBytes(6).toString('hex')}.json`;
      if (key && (await readdir(outboxDir)).some((file) => file.endsWith(suffix))) {
        log.info({ to: mail.to, key }, 'mail already in the outbox');
        return;
      }
      const sentAt = new Date();
      // Sorting by name keeps the order of sending, also within one millisecond.
      sequence += 1;
      const name = `${sentAt.getTime()}-${String(sequence).padStart(9, '0')}${suffix}`;
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
  const domain = from.match(/@([^>]+)>?$/)?.[1] ?? 'localhost';
  return {
    async send(mail, { key } = {}) {
      const { attachments, ...message } = mail;
      await transport.sendMail({
        from,
        ...message,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.contentBase64,
                encoding: 'base64',
              })),
            }
          : {}),
        ...(key ? { messageId: `<${key}@${domain}>` } : {}),
      });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
