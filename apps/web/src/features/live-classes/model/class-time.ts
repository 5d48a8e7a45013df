import { LIVE_CLASS_TIME_ZONE, LIVE_CLASS_UTC_OFFSET } from '@academy/contract/live-class-rules';
import { LOCALES, perLanguage } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

/** Bangladesh keeps UTC+06:00 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;

const dhakaTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: LIVE_CLASS_TIME_ZONE,
    }),
);

/** 'Sat, 5 Dec 2026, 20:30' in Bangladesh time, or in Bangla with Bangla digits. */
export function formatDhakaTime(iso: string, language: Language): string {
  return dhakaTimeFormat(language).format(new Date(iso));
}

/** The reader's own zone, e.g. 'Europe/London'. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The same instant in the reader's zone with the zone's short name, when it is not Dhaka's. */
export function formatReaderTime(
  iso: string,
  language: Language,
  timeZone = readerTimeZone(),
): string | null {
  const at = new Date(iso);
  const offsetOf = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  if (offsetOf(timeZone) === offsetOf(LIVE_CLASS_TIME_ZONE)) return null;
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

/** The form's date and time inputs (Bangladesh time) as the instant the API takes. */
export function dhakaInputsToIso(date: string, time: string): string {
  return `${date}T${time}:00${LIVE_CLASS_UTC_OFFSET}`;
}

/** An instant as the form's date ('2026-12-05') and time ('20:30') inputs in Bangladesh time. */
export function isoToDhakaInputs(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + DHAKA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export type JoinState = 'cancelled' | 'not_open' | 'open' | 'over';

/** Whether Join is on at `now`, by the times the server gave (join_opens_at is per reader). */
export function joinState(
  session: { status: 'scheduled' | 'cancelled'; join_opens_at: string; ends_at: string },
  now: number,
): JoinState {
  if (session.status === 'cancelled') return 'cancelled';
  if (now < Date.parse(session.join_opens_at)) return 'not_open';
  if (now >= Date.parse(session.ends_at)) return 'over';
  return 'open';
}

/** A remaining time split for the countdown wording. */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
