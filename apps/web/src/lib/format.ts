import type { Language } from './i18n';

/**
 * Locale formatting of numbers and dates. 'bn-BD' gives Bangla digits and month names
 * ('২৩ নভেম্বর, ২০২৬'); English uses the day-month-year order readers in Bangladesh expect.
 * Money has its own decimal-safe formatter in money.ts.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** 1500 → '1,500' or '১,৫০০'. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A ratio as a percentage: 0.95 → '95%' or '৯৫%'. */
export function formatPercent(ratio: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A calendar date: '23 November 2026' or '২৩ নভেম্বর, ২০২৬'. */
export function formatDate(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(toDate(value));
}

/** A date with the time of day: '23 Nov 2026, 16:05' or its Bangla equivalent. */
export function formatDateTime(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(toDate(value));
}
