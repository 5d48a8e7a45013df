import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-time';
import { groupDigits, toBanglaDigits } from './digits';
import type { Language } from './i18n';

/**
 * Locale formatting of numbers and dates. 'bn-BD' gives Bangla digits and month names
 * ('২৩ নভেম্বর, ২০২৬'); English uses the day-month-year order readers in Bangladesh expect.
 * Money has its own decimal-safe formatter in money.ts.
 */
export const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** One formatter per language, built the first time it is asked for and reused after. */
export function perLanguage<Formatter>(
  build: (locale: string) => Formatter,
): (language: Language) => Formatter {
  const built = new Map<Language, Formatter>();
  return (language) => {
    let formatter = built.get(language);
    if (!formatter) built.set(language, (formatter = build(LOCALES[language])));
    return formatter;
  };
}

const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale));
const percentFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
);
// Dates and times are the academy's calendar, read on Dhaka's clock wherever the reader is
// (docs/rules.md, Dates and times), as mails and PDFs print them.
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: ACADEMY_TIME_ZONE }),
);
// A 24-hour clock in both languages: bn-BD would write 'PM', English letters in a Bangla time.
const dateTimeOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;
const dateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone: ACADEMY_TIME_ZONE }),
);
const readerDateTimeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, dateTimeOptions),
);

/**
 * The whole and decimal digits of a non-negative number below 1e21 as Intl writes it by default:
 * its shortest decimal form, rounded half up to at most three decimals, without trailing zeros.
 */
function roundedDigits(value: number): [whole: string, decimals: string] {
  // Below 0.0005 it rounds to 0; from 1e-6 up to 1e21 String() never uses an exponent.
  const [whole = '0', fraction = ''] = (value < 5e-4 ? '0' : String(value)).split('.');
  if (fraction.length <= 3) return [whole, fraction];
  let thousandths = BigInt(whole + fraction.slice(0, 3));
  if (fraction[3]! >= '5') thousandths += 1n;
  const digits = thousandths.toString().padStart(4, '0');
  return [digits.slice(0, -3), digits.slice(-3).replace(/0+$/, '')];
}

/**
 * 1500 → '1,500' or '১,৫০০', 4.25 → '4.25' or '৪.২৫'. Written here exactly as Intl writes them,
 * Bangla's 3-then-2 grouping included: the first Intl.NumberFormat of a page loads the locale's
 * data, a long task on a phone while the page is being taken over. Intl stays for the rest
 * (infinities, NaN, 1e21 and beyond).
 */
export function formatNumber(value: number, language: Language): string {
  if (!(Math.abs(value) < 1e21)) return numberFormat(language).format(value);
  const [whole, decimals] = roundedDigits(Math.abs(value));
  const text = `${value < 0 ? '-' : ''}${groupDigits(whole, language)}${decimals && `.${decimals}`}`;
  return language === 'bn' ? toBanglaDigits(text) : text;
}

/** A ratio as a percentage: 0.95 → '95%' or '৯৫%'. */
export function formatPercent(ratio: number, language: Language): string {
  return percentFormat(language).format(ratio);
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A calendar date on the academy's calendar (Dhaka): '23 November 2026' or '২৩ নভেম্বর, ২০২৬'. */
export function formatDate(value: Date | string, language: Language): string {
  return dateFormat(language).format(toDate(value));
}

/** A date with the time of day on Dhaka's clock: '23 Nov 2026, 16:05' or its Bangla equivalent. */
export function formatDateTime(value: Date | string, language: Language): string {
  return dateTimeFormat(language).format(toDate(value));
}

/**
 * A time that is the reader's own (a chat message, a comment, a notification: when something
 * happened to them), on their device's clock.
 */
export function formatReaderDateTime(value: Date | string, language: Language): string {
  return readerDateTimeFormat(language).format(toDate(value));
}
