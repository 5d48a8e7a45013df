import { LIVE_CLASS_TIME_ZONE } from '@academy/contract/live-classes';
import type { Mail } from '../../lib/mailer.ts';

type Language = 'en' | 'bn';

const wording = {
  en: {
    movedSubject: 'Live class moved in {course}: {title}',
    cancelledSubject: 'Live class cancelled in {course}: {title}',
    greeting: 'Hello {name},',
    moved: 'The live class "{title}" of {course} has a new time:',
    cancelled: 'The live class "{title}" of {course} is cancelled:',
    open: 'See the schedule in the course: {url}',
    openLink: 'Open the course',
    zone: 'Bangladesh time',
  },
  bn: {
    movedSubject: '{course}-এর লাইভ ক্লাসের সময় বদলেছে: {title}',
    cancelledSubject: '{course}-এর লাইভ ক্লাস বাতিল: {title}',
    greeting: 'প্রিয় {name},',
    moved: '{course} কোর্সের লাইভ ক্লাস "{title}"-এর নতুন সময়:',
    cancelled: '{course} কোর্সের লাইভ ক্লাস "{title}" বাতিল হয়েছে:',
    open: 'কোর্সে সময়সূচি দেখুন: {url}',
    openLink: 'কোর্সটি খুলুন',
    zone: 'বাংলাদেশ সময়',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** '5 Dec 2026, 20:30 (Bangladesh time)', or in Bangla with Bangla digits. */
export function formatClassTime(startsAt: Date, language: Language): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: LIVE_CLASS_TIME_ZONE,
  }).format(startsAt);
  return `${time} (${wording[language].zone})`;
}

export type LiveClassMailInput = {
  kind: 'moved' | 'cancelled';
  courseId: number;
  courseTitle: string;
  title: string;
  startTimes: Date[];
};

/** The mail an enrolled learner gets when live classes of their course move or are cancelled. */
export function composeLiveClassMail(
  change: LiveClassMailInput,
  recipient: { email: string; firstName: string; language: Language },
  publicUrl: string,
): Mail {
  const words = wording[recipient.language];
  const url = `${publicUrl}/course/${change.courseId}/progress`;
  const values = {
    course: change.courseTitle,
    title: change.title,
    name: recipient.firstName,
    url,
  };
  const subject = fill(
    change.kind === 'moved' ? words.movedSubject : words.cancelledSubject,
    values,
  ).replace(/\s+/g, ' ');
  const intro = fill(change.kind === 'moved' ? words.moved : words.cancelled, values);
  const times = change.startTimes.map((time) => formatClassTime(time, recipient.language));
  const text = [
    fill(words.greeting, values),
    '',
    intro,
    ...times.map((time) => `- ${time}`),
    '',
    fill(words.open, values),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fill(words.greeting, values))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${times.map((time) => `<li>${escapeHtml(time)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(words.openLink)}</a></p>`,
  ].join('\n');
  return { to: recipient.email, subject, text, html };
}
