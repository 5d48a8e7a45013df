import { LIVE_CLASS_TIME_ZONE } from '@academy/contract/live-classes';
import { fillTemplate, mailParts, oneLine } from '../../lib/mail-text.ts';
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
    daySubject: 'Live class tomorrow in {course}: {title}',
    hourSubject: 'Live class in one hour in {course}: {title}',
    day: 'A reminder: the live class "{title}" of {course} starts in 24 hours:',
    hour: 'A reminder: the live class "{title}" of {course} starts in one hour:',
    join: 'Join from the course page when it opens, 15 minutes before the start: {url}',
    recordingSubject: 'Recording available in {course}: {title}',
    recording:
      'The recording of the live class "{title}" of {course} is now a lesson of the course:',
    watch: 'Watch it in the course: {url}',
    optOut: 'You can turn live class reminders off in your profile.',
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
    daySubject: '{course}-এর লাইভ ক্লাস আগামীকাল: {title}',
    hourSubject: '{course}-এর লাইভ ক্লাস এক ঘণ্টা পরে: {title}',
    day: 'মনে করিয়ে দিচ্ছি: {course} কোর্সের লাইভ ক্লাস "{title}" ২৪ ঘণ্টা পরে শুরু হবে:',
    hour: 'মনে করিয়ে দিচ্ছি: {course} কোর্সের লাইভ ক্লাস "{title}" এক ঘণ্টা পরে শুরু হবে:',
    join: 'শুরুর ১৫ মিনিট আগে থেকে কোর্সের পাতা থেকে যোগ দিন: {url}',
    recordingSubject: '{course}-এর লাইভ ক্লাসের রেকর্ডিং এসেছে: {title}',
    recording: '{course} কোর্সের লাইভ ক্লাস "{title}"-এর রেকর্ডিং এখন কোর্সের একটি লেসন:',
    watch: 'কোর্সে দেখুন: {url}',
    optOut: 'প্রোফাইল থেকে লাইভ ক্লাসের রিমাইন্ডার বন্ধ করতে পারেন।',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** '5 Dec 2026, 20:30 (Bangladesh time)', or in Bangla with Bangla digits. */
export function formatClassTime(startsAt: Date, language: Language): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: LIVE_CLASS_TIME_ZONE,
  }).format(startsAt);
  return `${time} (${wording[language].zone})`;
}

/** The mails learners get about a class: it moved, was cancelled, is near, or was recorded. */
export type LiveClassMailKind =
  'moved' | 'cancelled' | 'reminder_day' | 'reminder_hour' | 'recording';

export type LiveClassMailInput = {
  kind: LiveClassMailKind;
  courseId: number;
  courseTitle: string;
  title: string;
  startTimes: Date[];
};

type Words = (typeof wording)[Language];

/** Subject, opening line and closing lines of each kind of mail. */
function partsOf(kind: LiveClassMailKind, words: Words) {
  switch (kind) {
    case 'moved':
      return { subject: words.movedSubject, intro: words.moved, outro: [words.open] };
    case 'cancelled':
      return { subject: words.cancelledSubject, intro: words.cancelled, outro: [words.open] };
    case 'reminder_day':
      return { subject: words.daySubject, intro: words.day, outro: [words.join, words.optOut] };
    case 'reminder_hour':
      return { subject: words.hourSubject, intro: words.hour, outro: [words.join, words.optOut] };
    case 'recording':
      return { subject: words.recordingSubject, intro: words.recording, outro: [words.watch] };
  }
}

/** The mail an enrolled learner gets about live classes of their course, in their language. */
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
  const parts = partsOf(change.kind, words);
  const [action, ...after] = parts.outro.map((line) => fillTemplate(line, values));
  return {
    to: recipient.email,
    subject: oneLine(fillTemplate(parts.subject, values)),
    ...mailParts([
      fillTemplate(words.greeting, values),
      fillTemplate(parts.intro, values),
      { list: change.startTimes.map((time) => formatClassTime(time, recipient.language)) },
      { link: url, label: words.openLink, sentence: action! },
      ...after,
    ]),
  };
}

const recordingDueWording = {
  en: {
    subject: 'Recording due soon: {title} ({course})',
    body: 'The live class "{title}" of {course} ended on {time}. Its learners were promised the recording within 24 hours, by {due}.',
    action: 'Attach it from the course page: {url}',
  },
  bn: {
    subject: 'রেকর্ডিং দেওয়ার সময় প্রায় শেষ: {title} ({course})',
    body: '{course} কোর্সের লাইভ ক্লাস "{title}" শেষ হয়েছে {time}-এ। শিক্ষার্থীদের ২৪ ঘণ্টার মধ্যে, {due}-এর আগে, রেকর্ডিং দেওয়ার কথা।',
    action: 'কোর্সের পাতা থেকে রেকর্ডিং যোগ করুন: {url}',
  },
} as const;

/** The instructor's reminder that a class's recording is about to be late. */
export function composeRecordingDueMail(
  session: { courseId: number; courseTitle: string; title: string; endsAt: Date; dueAt: Date },
  recipient: { email: string; firstName: string; language: Language },
  publicUrl: string,
): Mail {
  const words = recordingDueWording[recipient.language];
  const url = `${publicUrl}/course/${session.courseId}/progress`;
  const values = {
    course: session.courseTitle,
    title: session.title,
    name: recipient.firstName,
    time: formatClassTime(session.endsAt, recipient.language),
    due: formatClassTime(session.dueAt, recipient.language),
    url,
  };
  return {
    to: recipient.email,
    subject: oneLine(fillTemplate(words.subject, values)),
    ...mailParts([
      fillTemplate(wording[recipient.language].greeting, values),
      fillTemplate(words.body, values),
      {
        link: url,
        label: wording[recipient.language].openLink,
        sentence: fillTemplate(words.action, values),
      },
    ]),
  };
}
