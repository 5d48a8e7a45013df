import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import { listStaffRecipients, type ContactMessageRow } from './contact-service.ts';
import { escapeHtml, fillTemplate } from '../../lib/mail-text.ts';

type Language = 'en' | 'bn';

/** Wording of the staff notice in each interface language; the sender's words stay as written. */
const wording = {
  en: {
    subject: 'New contact message: {subject}',
    greeting: 'Hello {name},',
    intro: 'Someone wrote to the academy through the contact form.',
    from: 'From',
    subjectLabel: 'Subject',
    received: 'Received',
    open: 'Read and answer it in the staff console: {url}',
    openLink: 'Open the staff console',
  },
  bn: {
    subject: 'নতুন যোগাযোগ বার্তা: {subject}',
    greeting: 'প্রিয় {name},',
    intro: 'যোগাযোগ ফর্মের মাধ্যমে একাডেমিতে একটি নতুন বার্তা এসেছে।',
    from: 'প্রেরক',
    subjectLabel: 'বিষয়',
    received: 'প্রাপ্তির সময়',
    open: 'স্টাফ কনসোলে বার্তাটি পড়ুন ও উত্তর দিন: {url}',
    openLink: 'স্টাফ কনসোল খুলুন',
  },
} as const;

/** The notice one staff member receives about a new contact message, in their language. */
export function composeStaffNotice(
  message: ContactMessageRow,
  recipient: { email: string; firstName: string; language: Language },
  publicUrl: string,
): Mail {
  const words = wording[recipient.language];
  const consoleUrl = `${publicUrl}/admin`;
  const received = message.createdAt.toISOString();
  // A subject line must stay one line whatever the sender typed.
  const subject = fillTemplate(words.subject, { subject: message.subject.replace(/\s+/g, ' ') });
  const sender = `${message.name} <${message.email}>`;
  const text = [
    fillTemplate(words.greeting, { name: recipient.firstName }),
    '',
    words.intro,
    '',
    `${words.from}: ${sender}`,
    `${words.subjectLabel}: ${message.subject}`,
    `${words.received}: ${received}`,
    '',
    message.message,
    '',
    fillTemplate(words.open, { url: consoleUrl }),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fillTemplate(words.greeting, { name: recipient.firstName }))}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    '<p>',
    `<strong>${escapeHtml(words.from)}:</strong> ${escapeHtml(sender)}<br>`,
    `<strong>${escapeHtml(words.subjectLabel)}:</strong> ${escapeHtml(message.subject)}<br>`,
    `<strong>${escapeHtml(words.received)}:</strong> ${escapeHtml(received)}`,
    '</p>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(words.openLink)}</a></p>`,
  ].join('\n');
  return { to: recipient.email, subject, text, html };
}

/**
 * Queues a notice to every staff member about a message, in the transaction that stores it, so
 * a stored message always gets its notices; the mail queue retries a failed delivery.
 */
export async function notifyStaff(
  deps: { db: Db; mailer: MailQueue; log: FastifyBaseLogger; publicUrl: string },
  message: ContactMessageRow,
): Promise<void> {
  const recipients = await listStaffRecipients(deps.db);
  if (recipients.length === 0) deps.log.warn({ contactMessageId: message.id }, 'no staff to mail');
  await deps.mailer.sendMany(
    recipients.map((recipient) => ({
      mail: composeStaffNotice(message, recipient, deps.publicUrl),
    })),
    { tx: deps.db },
  );
}
