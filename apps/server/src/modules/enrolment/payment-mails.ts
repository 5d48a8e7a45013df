import type { Language } from '@academy/contract/accounts';
import type { Mail } from '../../lib/mailer.ts';
import { paymentWording, takaFor } from './payment-wording.ts';
import { mailParts } from '../../lib/mail-text.ts';

export type MailRecipient = { email: string; firstName: string; language: Language };

/** A short mail: greeting, paragraphs, an optional link, the signature; as text and HTML. */
export function compose(
  to: MailRecipient | { email: string; name: string; language: Language },
  subject: string,
  paragraphs: string[],
  link?: string,
): Mail {
  const words = paymentWording[to.language];
  const name = 'firstName' in to ? to.firstName : to.name;
  return {
    to: to.email,
    subject,
    ...mailParts([
      words.greeting(name),
      ...paragraphs,
      ...(link ? [{ link, label: link, sentence: link }] : []),
      words.signature,
    ]),
  };
}

type Course = { id: number; title: string };

export function submittedMail(
  to: MailRecipient,
  course: Course,
  payment: { paidAmount: string; transactionId: string },
  publicUrl: string,
): Mail {
  const words = paymentWording[to.language];
  return compose(
    to,
    words.submittedSubject(course.title),
    [
      words.submittedBody(
        course.title,
        takaFor(payment.paidAmount, to.language),
        payment.transactionId,
      ),
    ],
    `${publicUrl}/payments`,
  );
}

/** To each staff member: a payment is waiting in the console. */
export function staffPaymentMail(
  to: MailRecipient,
  course: Course,
  payment: {
    id: number;
    payerName: string;
    paidAmount: string;
    computedAmount: string;
    transactionId: string;
    senderNumber: string;
  },
  publicUrl: string,
): Mail {
  const mismatch = payment.paidAmount !== payment.computedAmount;
  return compose(
    { ...to, language: 'en' },
    `Payment #${payment.id} to verify: ${course.title}`,
    [
      `${payment.payerName} submitted a bKash payment for “${course.title}”.`,
      `Transaction ID ${payment.transactionId} from ${payment.senderNumber}; claimed ৳${payment.paidAmount}, computed ৳${payment.computedAmount}${mismatch ? ' (MISMATCH)' : ''}.`,
    ],
    `${publicUrl}/admin`,
  );
}

export function approvedMail(
  to: MailRecipient,
  course: Course,
  payerName: string | null,
  publicUrl: string,
): Mail {
  const words = paymentWording[to.language];
  const notice = payerName
    ? words.teammateNotice(payerName, course.title)
    : words.approvedNotice(course.title);
  return compose(
    to,
    words.approvedSubject(course.title),
    [notice, words.startLearning],
    `${publicUrl}/course/${course.id}/progress`,
  );
}

export function rejectedMail(
  to: MailRecipient,
  course: Course,
  reason: string,
  publicUrl: string,
): Mail {
  const words = paymentWording[to.language];
  return compose(
    to,
    words.rejectedSubject(course.title),
    [words.rejectedNotice(course.title, reason), words.rejectedHelp],
    `${publicUrl}/payments`,
  );
}

/** To a teammate with no account yet: sign up with this email and the course is theirs. */
export function invitationMail(
  to: { email: string; name: string; language: Language },
  course: Course,
  payerName: string,
  publicUrl: string,
): Mail {
  const words = paymentWording[to.language];
  return compose(
    to,
    words.inviteSubject(payerName, course.title),
    [words.inviteBody(payerName, course.title, to.email)],
    `${publicUrl}/signup`,
  );
}
