import type { Mail } from '../../lib/mailer.ts';
import { fillTemplate, mailParts, oneLine } from '../../lib/mail-text.ts';

type Language = 'en' | 'bn';

/** Wording in each interface language; the instructor's words stay as written. */
const wording = {
  en: {
    subject: 'New announcement in {course}: {title}',
    greeting: 'Hello {name},',
    intro: '{author} posted an announcement in {course}.',
    open: 'Read it in the course: {url}',
    openLink: 'Open the announcements',
  },
  bn: {
    subject: '{course}-এ নতুন ঘোষণা: {title}',
    greeting: 'প্রিয় {name},',
    intro: '{author} {course} কোর্সে একটি ঘোষণা দিয়েছেন।',
    open: 'কোর্সে ঘোষণাটি পড়ুন: {url}',
    openLink: 'ঘোষণাগুলো দেখুন',
  },
} as const;

export type AnnouncementMailInput = {
  courseId: number;
  courseTitle: string;
  title: string;
  content: string;
  authorName: string;
};

/** The mail one enrolled learner receives about a new announcement, in their language. */
export function composeAnnouncementMail(
  announcement: AnnouncementMailInput,
  recipient: { email: string; firstName: string; language: Language },
  publicUrl: string,
): Mail {
  const words = wording[recipient.language];
  const url = `${publicUrl}/course/${announcement.courseId}/announcements/`;
  const values = {
    course: announcement.courseTitle,
    title: announcement.title,
    author: announcement.authorName,
    name: recipient.firstName,
    url,
  };
  return {
    to: recipient.email,
    subject: oneLine(fillTemplate(words.subject, values)),
    ...mailParts([
      fillTemplate(words.greeting, values),
      fillTemplate(words.intro, values),
      { heading: announcement.title },
      { asWritten: announcement.content },
      { link: url, label: words.openLink, sentence: fillTemplate(words.open, values) },
    ]),
  };
}
