import { fillTemplate as fill, mailParts, oneLine } from '../../lib/mail-text.ts';
import type { Mail } from '../../lib/mailer.ts';

type Language = 'en' | 'bn';

/** Wording in each interface language; course and item titles stay as written. */
const wording = {
  en: {
    subject: 'Your grade is out in {course}: {item}',
    greeting: 'Hello {name},',
    intro: 'Your instructor has released your grade for “{item}” in {course}.',
    open: 'See your score and feedback: {url}',
    openLink: 'Open Classwork',
    changedSubject: 'Your grade was changed in {course}: {item}',
    changedIntro: 'Your instructor has changed your released grade for “{item}” in {course}.',
  },
  bn: {
    subject: '{course}-এ আপনার গ্রেড প্রকাশিত: {item}',
    greeting: 'প্রিয় {name},',
    intro: 'আপনার ইন্সট্রাক্টর {course} কোর্সে “{item}”-এর গ্রেড প্রকাশ করেছেন।',
    open: 'আপনার স্কোর ও মতামত দেখুন: {url}',
    openLink: 'ক্লাসওয়ার্ক খুলুন',
    changedSubject: '{course}-এ আপনার গ্রেড পরিবর্তিত: {item}',
    changedIntro: 'আপনার ইন্সট্রাক্টর {course} কোর্সে “{item}”-এর প্রকাশিত গ্রেড পরিবর্তন করেছেন।',
  },
} as const;

/**
 * The mail a learner receives when a grade is released, or a released grade changed, in their
 * language. It names the item and
 * links to the course's Classwork; the score itself is read in the app, behind the sign-in.
 */
export function composeGradeMail(
  grade: { courseId: number; courseTitle: string; itemTitle: string },
  recipient: { email: string; firstName: string; language: Language },
  publicUrl: string,
  change: 'released' | 'changed' = 'released',
): Mail {
  const words = wording[recipient.language];
  const subject = change === 'changed' ? words.changedSubject : words.subject;
  const intro = change === 'changed' ? words.changedIntro : words.intro;
  const url = `${publicUrl}/course/${grade.courseId}/progress?tab=classwork`;
  const values = {
    course: grade.courseTitle,
    item: grade.itemTitle,
    name: recipient.firstName,
    url,
  };
  return {
    to: recipient.email,
    subject: oneLine(fill(subject, values)),
    ...mailParts([
      fill(words.greeting, values),
      fill(intro, values),
      { link: url, label: words.openLink, sentence: fill(words.open, values) },
    ]),
  };
}
