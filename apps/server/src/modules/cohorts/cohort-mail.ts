import { fillTemplate, mailParts, oneLine } from '../../lib/mail-text.ts';
import type { Mail } from '../../lib/mailer.ts';

type Language = 'en' | 'bn';

const wording = {
  en: {
    greeting: 'Hello {name},',
    offerSubject: 'A seat is yours in {course} ({cohort}) for 24 hours',
    offer:
      'A seat has come free in {cohort} of {course}, and you are next on its waiting list. It is kept for you until {until} (Bangladesh time); after that it goes to the next person in line.',
    offerAction: 'Enrol from the course page: {url}',
    offerLink: 'Take the seat',
    openedSubject: 'Now open in {course}: {module}',
    opened: 'The module "{module}" of {course} is open: its lessons are waiting for you.',
    openedAction: 'Continue the course: {url}',
    openedLink: 'Open the course',
  },
  bn: {
    greeting: 'প্রিয় {name},',
    offerSubject: '{course} ({cohort})-এ ২৪ ঘণ্টার জন্য একটি আসন আপনার',
    offer:
      '{course} কোর্সের {cohort}-এ একটি আসন খালি হয়েছে, আর অপেক্ষমাণ তালিকায় এখন আপনিই প্রথম। আসনটি {until} (বাংলাদেশ সময়) পর্যন্ত আপনার জন্য রাখা থাকবে; তারপর তালিকার পরের জন পাবেন।',
    offerAction: 'কোর্সের পাতা থেকে ভর্তি হোন: {url}',
    offerLink: 'আসনটি নিন',
    openedSubject: '{course}-এ এখন খোলা: {module}',
    opened: '{course} কোর্সের মডিউল "{module}" খুলেছে: এর লেসনগুলো আপনার অপেক্ষায়।',
    openedAction: 'কোর্সটি চালিয়ে যান: {url}',
    openedLink: 'কোর্সটি খুলুন',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

export type CohortMailRecipient = { email: string; firstName: string; language: Language };

function compose(
  recipient: CohortMailRecipient,
  parts: { subject: string; body: string; action: string; label: string },
  values: Record<string, string>,
  url: string,
): Mail {
  const words = wording[recipient.language];
  const filled = { ...values, name: recipient.firstName, url };
  return {
    to: recipient.email,
    subject: oneLine(fillTemplate(parts.subject, filled)),
    ...mailParts([
      fillTemplate(words.greeting, filled),
      fillTemplate(parts.body, filled),
      { link: url, label: parts.label, sentence: fillTemplate(parts.action, filled) },
    ]),
  };
}

/** The next in line is offered a freed seat until `expiresAt`, in their language. */
export function composeSeatOfferMail(
  offer: { courseId: number; courseTitle: string; cohortName: string; expiresAt: Date },
  recipient: CohortMailRecipient,
  publicUrl: string,
): Mail {
  const words = wording[recipient.language];
  const until = new Intl.DateTimeFormat(LOCALES[recipient.language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(offer.expiresAt);
  return compose(
    recipient,
    {
      subject: words.offerSubject,
      body: words.offer,
      action: words.offerAction,
      label: words.offerLink,
    },
    { course: offer.courseTitle, cohort: offer.cohortName, until },
    `${publicUrl}/courses/${offer.courseId}`,
  );
}

/** A learner is told a module of their course has opened for them. */
export function composeModuleOpenedMail(
  opened: { courseId: number; courseTitle: string; moduleTitle: string },
  recipient: CohortMailRecipient,
  publicUrl: string,
): Mail {
  const words = wording[recipient.language];
  return compose(
    recipient,
    {
      subject: words.openedSubject,
      body: words.opened,
      action: words.openedAction,
      label: words.openedLink,
    },
    { course: opened.courseTitle, module: opened.moduleTitle },
    `${publicUrl}/course/${opened.courseId}/progress`,
  );
}
