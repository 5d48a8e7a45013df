import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-time';
import { perLanguage } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

/**
 * The academy keeps time in Asia/Dhaka (UTC+6 all year, no daylight saving): instructors enter
 * opening and closing times there and everyone reads them there, wherever their device is.
 */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** An instant as a datetime-local value ('2026-11-30T23:59') on Dhaka's clock; '' for none. */
export function toDhakaInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read on Dhaka's clock, as ISO 8601 with its offset; null when empty. */
export function fromDhakaInput(value: string): string | null {
  if (value.trim() === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+06:00` : value;
}

const dhakaDateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: ACADEMY_TIME_ZONE,
    }),
);

/** '30 Nov 2026, 23:59' (or in Bangla) on Dhaka's clock. */
export function formatDhakaDateTime(iso: string, language: Language): string {
  return dhakaDateTimeFormat(language).format(new Date(iso));
}
